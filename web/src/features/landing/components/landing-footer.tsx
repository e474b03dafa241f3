import type { MouseEvent } from 'react';
import { Brand } from '@/components/brand';

const footerLinks = ['Produto', 'Suporte', 'Privacidade', 'Termos', 'Cookies'];

// The footer links have no destination yet (SPEC §2): they stay inert.
const stay = (event: MouseEvent) => event.preventDefault();

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <Brand className="text-base" />
        <nav aria-label="Rodapé">
          <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {footerLinks.map((label) => (
              <li key={label}>
                <a
                  href="#"
                  onClick={stay}
                  className="inline-flex min-h-10 items-center px-2 hover:text-foreground"
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© 2024 Agendei</p>
      </div>
    </footer>
  );
}
