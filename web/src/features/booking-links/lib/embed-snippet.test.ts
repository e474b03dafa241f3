import { describe, expect, it } from 'vitest';
import { defaultWidgetOptions, embedSnippet, previewDocument } from './embed-snippet';

const origin = 'https://agendei.example';

describe('embedSnippet', () => {
  it('is the short snippet for a personal link with the default options', () => {
    expect(
      embedSnippet(origin, { kind: 'personal', slug: 'ana-souza' }, defaultWidgetOptions),
    ).toBe('<script src="https://agendei.example/embed.js" data-agendei="ana-souza"></script>');
  });

  it("names the organization's page and every option that was changed", () => {
    const snippet = embedSnippet(
      origin,
      { kind: 'shared', adminId: '0b6c5a' },
      { mode: 'popup', theme: 'dark', accent: '#aa3300', label: 'Marque sua "consulta" <já>' },
    );
    expect(snippet).toBe(
      '<script src="https://agendei.example/embed.js" data-agendei-shared="0b6c5a"' +
        ' data-theme="dark" data-accent="#aa3300" data-mode="popup"' +
        ' data-label="Marque sua &quot;consulta&quot; &lt;já>"></script>',
    );
  });

  it('leaves out a colour that is not #rrggbb and a label outside popup mode', () => {
    const snippet = embedSnippet(
      origin,
      { kind: 'team', slug: 'ana' },
      { mode: 'inline', theme: 'light', accent: 'red', label: 'Outro' },
    );
    expect(snippet).toBe(
      '<script src="https://agendei.example/embed.js" data-agendei-team="ana" data-theme="light"></script>',
    );
  });
});

describe('previewDocument', () => {
  it('is a page that holds the snippet and nothing else to run', () => {
    const html = previewDocument('<script src="/embed.js" data-agendei="ana"></script>');
    expect(html).toContain('<body><script src="/embed.js" data-agendei="ana"></script></body>');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
