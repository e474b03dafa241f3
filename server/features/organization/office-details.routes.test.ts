import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationLogos, organizations } from '../../db/schema.ts';
import { registerAdmin, signedInProfessional } from '@tests/helpers/factories.ts';
import { bookedWithLink } from '@tests/helpers/manage-booking.ts';
import { caller, countRows, expectRefusedWithoutWrites } from '@tests/helpers/requests.ts';
import { type TestApp, createTestApp } from '@tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const call = caller(() => t);
const ORG = '/api/admin/organization';
const LOGO = '/api/admin/organization/logo';

/** A 1×1 PNG, and the same bytes under other names. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const base64 = (bytes: number[] | Buffer) => Buffer.from(bytes).toString('base64');

describe("the office's own page", () => {
  it('offers a slug from its name, keeps the chosen one, and serves the page by slug and by the old uuid', async () => {
    const admin = await registerAdmin(t, { organizationName: 'Silva & Souza Advogados' });
    const read = (await call('GET', ORG, admin.token)).json();
    expect(read).toMatchObject({ slug: null, suggestedSlug: 'silva-souza-advogados' });

    const saved = await call('PATCH', ORG, admin.token, {
      name: 'Silva & Souza Advogados',
      slug: ' Silva-Souza ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ slug: 'silva-souza', suggestedSlug: 'silva-souza' });

    const bySlug = await call('GET', '/api/booking/shared/admin/silva-souza');
    const byUuid = await call('GET', `/api/booking/shared/admin/${admin.user.id}`);
    expect(bySlug.statusCode).toBe(200);
    expect(byUuid.statusCode).toBe(200);
    expect(bySlug.json().organization).toEqual(byUuid.json().organization);
    expect(bySlug.json().organization).toMatchObject({
      name: 'Silva & Souza Advogados',
      privacyHref: '/book/shared/silva-souza/privacidade',
    });
    expect((await call('GET', '/api/booking/shared/admin/silva-souza-x')).statusCode).toBe(404);

    // Another office named alike is offered the next free slug, and cannot take this one.
    const other = await registerAdmin(t, { organizationName: 'Silva Souza' });
    await call('PATCH', ORG, other.token, { name: 'Silva Souza', slug: 'silva-souza-advogados' });
    const second = await registerAdmin(t, { organizationName: 'Silva Souza Advogados' });
    expect((await call('GET', ORG, second.token)).json().suggestedSlug).toBe(
      'silva-souza-advogados-2',
    );
    const taken = await call('PATCH', ORG, second.token, { name: 'Outro', slug: 'SILVA-SOUZA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({
      slug: 'Este endereço já é usado por outro escritório. Escolha outro.',
    });
    expect((await call('GET', ORG, second.token)).json().name).toBe('Silva Souza Advogados');
  });

  it('refuses a malformed slug, a CNPJ whose check digits fail and a phone one cannot call, writing nothing', async () => {
    const admin = await registerAdmin(t);
    const format = 'Use de 3 a 60 letras minúsculas, números e hífens (ex.: silva-souza-advogados)';
    for (const slug of [
      'ab',
      'silva_souza',
      'silva--souza',
      '-silva',
      'são-paulo',
      'x'.repeat(61),
    ]) {
      const refused = await call('PATCH', ORG, admin.token, { name: 'Escritório', slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().fieldErrors, slug).toEqual({ slug: format });
    }
    // The product's own words, and a uuid's shape (the old links answer those), are kept.
    for (const slug of ['privacidade', 'API', 'embed', '0b5f1c7e-4d2a-4b8e-9c1d-2e3f4a5b6c7d']) {
      const refused = await call('PATCH', ORG, admin.token, { name: 'Escritório', slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().fieldErrors, slug).toEqual({
        slug: 'Este endereço é reservado pelo Agendei. Escolha outro.',
      });
    }
    const cnpj = await call('PATCH', ORG, admin.token, {
      name: 'Escritório',
      cnpj: '11.222.333/0001-82',
    });
    expect(cnpj.json().fieldErrors).toEqual({ cnpj: 'CNPJ inválido. Confira os 14 dígitos.' });
    const phone = await call('PATCH', ORG, admin.token, { name: 'Escritório', phone: '123' });
    expect(phone.json().fieldErrors).toEqual({
      phone: 'Telefone inválido. Use DDD e número, ex.: (11) 3456-7890',
    });
    await expectRefusedWithoutWrites(
      t,
      { method: 'PATCH', url: ORG, token: admin.token, table: organizations },
      [
        { name: 'Escritório', cnpj: '00.000.000/0000-00' },
        { name: 'Escritório', privacyUrl: 'javascript:alert(1)' },
        { name: 'Escritório', slug: 42 },
      ],
    );
  });

  it('keeps the CNPJ as digits and the phone normalised, typed either way, and shows them on the pages', async () => {
    const admin = await registerAdmin(t, { organizationName: 'Prado Advocacia' });
    const saved = await call('PATCH', ORG, admin.token, {
      name: 'Prado Advocacia',
      cnpj: '11.222.333/0001-81',
      phone: '11 3456-7890',
      address: ' Av. Paulista, 1000 — São Paulo/SP ',
    });
    expect(saved.json()).toMatchObject({
      cnpj: '11222333000181',
      phone: '+55(11) 3456-7890',
      address: 'Av. Paulista, 1000 — São Paulo/SP',
    });
    const withCountry = await call('PATCH', ORG, admin.token, {
      name: 'Prado Advocacia',
      phone: '+55 11 98765-4321',
    });
    expect(withCountry.json()).toMatchObject({
      phone: '+55(11) 98765-4321',
      cnpj: '11222333000181',
    });
    const page = (await call('GET', `/api/booking/shared/admin/${admin.user.id}`)).json();
    expect(page.organization).toMatchObject({
      name: 'Prado Advocacia',
      address: 'Av. Paulista, 1000 — São Paulo/SP',
      phone: '+55(11) 98765-4321',
      privacyHref: `/book/shared/${admin.user.id}/privacidade`,
    });
    const cleared = await call('PATCH', ORG, admin.token, { name: 'Prado Advocacia', phone: '' });
    expect(cleared.json()).toMatchObject({ phone: null, cnpj: '11222333000181' });
  });

  it('is changed by its own admin only', async () => {
    const admin = await registerAdmin(t);
    const pro = await signedInProfessional(t, admin.user.organizationId);
    for (const [method, url, body] of [
      ['PATCH', ORG, { name: 'Outro', slug: 'tomado' }],
      ['PUT', LOGO, { contentBase64: PNG }],
      ['DELETE', LOGO, undefined],
    ] as const) {
      expect((await call(method, url, pro.token, body)).statusCode, url).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode, url).toBe(401);
    }
    expect((await call('GET', ORG, admin.token)).json()).toMatchObject({
      slug: null,
      logoUrl: null,
    });
  });
});

describe("the office's logo", () => {
  it('is told by its bytes, not its name, and refused past 512 KB', async () => {
    const admin = await registerAdmin(t);
    const before = await countRows(t.db, organizationLogos);
    const pdf = await call('PUT', LOGO, admin.token, {
      contentBase64: base64(Buffer.from('%PDF-1.7 logo.png')),
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Envie uma imagem PNG, JPEG ou WebP.');
    const svg = await call('PUT', LOGO, admin.token, {
      contentBase64: base64(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    });
    expect(svg.statusCode).toBe(400);
    const big = Buffer.alloc(512 * 1024 + 1);
    Buffer.from(PNG, 'base64').copy(big);
    const tooBig = await call('PUT', LOGO, admin.token, { contentBase64: base64(big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('O logo deve ter no máximo 512 KB.');
    expect(await countRows(t.db, organizationLogos)).toBe(before);

    const webp = Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'binary');
    const asWebp = await call('PUT', LOGO, admin.token, { contentBase64: base64(webp) });
    expect(asWebp.statusCode).toBe(200);
    expect((await t.app.inject({ url: asWebp.json().logoUrl })).headers['content-type']).toBe(
      'image/webp',
    );
  });

  it('is served with cache headers, replaced under a new URL, and another office’s is not reachable', async () => {
    const admin = await registerAdmin(t);
    const uploaded = await call('PUT', LOGO, admin.token, { contentBase64: PNG });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url: string = uploaded.json().logoUrl;
    expect(url).toMatch(/^\/api\/booking\/office-logo\/[0-9a-f-]{36}$/);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(Buffer.from(PNG, 'base64'))).toBe(true);
    const again = await t.app.inject({
      url,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const page = (await call('GET', `/api/booking/shared/admin/${admin.user.id}`)).json();
    expect(page.organization.logoUrl).toBe(url);

    // Another office's admin changes only their own office's logo.
    const other = await registerAdmin(t);
    await call('PUT', LOGO, other.token, { contentBase64: PNG });
    expect((await call('DELETE', LOGO, other.token)).json().logoUrl).toBeNull();
    expect((await t.app.inject({ url })).statusCode).toBe(200);

    // A new upload is a new URL; the old one, and any id that is no logo, is not found.
    const replaced = await call('PUT', LOGO, admin.token, { contentBase64: PNG });
    expect(replaced.json().logoUrl).not.toBe(url);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/booking/office-logo/${admin.user.id}` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/booking/office-logo/../organization' })).statusCode,
    ).toBe(404);
    const removed = await call('DELETE', LOGO, admin.token);
    expect(removed.json().logoUrl).toBeNull();
    expect((await t.app.inject({ url: replaced.json().logoUrl })).statusCode).toBe(404);
  });
});

describe("the office's privacy notice", () => {
  it('names the office as controller by default, and shows its own text or link once written', async () => {
    const admin = await registerAdmin(t, { organizationName: 'Lima Advogados' });
    await call('PATCH', ORG, admin.token, {
      name: 'Lima Advogados',
      slug: 'lima-advogados',
      cnpj: '11222333000181',
      phone: '(21) 2345-6789',
    });
    const notice = (await call('GET', '/api/booking/shared/admin/lima-advogados/privacy')).json();
    expect(notice.url).toBeNull();
    expect(notice.bookingPath).toBe('/book/shared/lima-advogados');
    expect(notice.paragraphs[0]).toContain(
      'Lima Advogados (CNPJ 11.222.333/0001-81) é o controlador',
    );
    expect(notice.paragraphs.join(' ')).toContain('nome, e-mail, telefone e as observações');
    expect(notice.paragraphs.join(' ')).toContain('cópia dos seus dados ou a eliminação');
    expect(notice.paragraphs.join(' ')).toContain('+55(21) 2345-6789');

    await call('PATCH', ORG, admin.token, {
      name: 'Lima Advogados',
      privacyNotice: 'Primeiro parágrafo.\n\nSegundo parágrafo.',
    });
    const own = (await call('GET', `/api/booking/shared/admin/${admin.user.id}/privacy`)).json();
    expect(own.paragraphs).toEqual(['Primeiro parágrafo.', 'Segundo parágrafo.']);

    await call('PATCH', ORG, admin.token, {
      name: 'Lima Advogados',
      privacyUrl: 'https://lima.adv.br/privacidade',
    });
    const linked = (await call('GET', '/api/booking/shared/admin/lima-advogados')).json();
    expect(linked.organization.privacyHref).toBe('https://lima.adv.br/privacidade');
    expect((await call('GET', '/api/booking/shared/admin/ninguem-aqui/privacy')).statusCode).toBe(
      404,
    );
  });
});

describe("the office's contact in the client's calendar file", () => {
  it("writes the office's address and phone in the .ics of 'Adicionar à agenda'", async () => {
    const { admin, token } = await bookedWithLink(t);
    await call('PATCH', ORG, admin.token, {
      name: 'Escritório Lima',
      address: 'Rua Direita, 10',
      phone: '21 2345-6789',
    });
    const ics = await call('GET', `/api/booking/manage/${token}/calendar.ics`);
    expect(ics.body.replace(/\r\n[ \t]/g, '')).toContain(
      'Escritório Lima: Rua Direita\\, 10 · +55(21) 2345-6789',
    );
  });
});
