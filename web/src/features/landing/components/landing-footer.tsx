import type { MouseEvent } from 'react';
import { Brand } from '@/components/brand';
import { landingYear } from '../lib/landing-year';

/**
 * Privacidade, Termos and Cookies are pages of their own, opened afresh (the server renders them,
 * from the top); Produto and Suporte stay inert (SPEC §2).
 */
const footerLinks = [
  { label: 'Produto' },
  { label: 'Suporte' },
  { label: 'Privacidade', href: '/privacidade' },
  { label: 'Termos', href: '/termos' },
  { label: 'Cookies', href: '/cookies' },
];

const linkClassName = 'inline-flex min-h-10 items-center px-2 hover:text-foreground';
const stay = (event: MouseEvent) => event.preventDefault();

export function LandingFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 py-10 sm:flex-row sm:justify-between sm:px-6">
        <Brand className="text-base" />
        <nav aria-label="Rodapé">
          <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            {footerLinks.map(({ label, href }) => (
              <li key={label}>
                <a href={href ?? '#'} onClick={href ? undefined : stay} className={linkClassName}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-sm text-muted-foreground">© {landingYear()} Agendei</p>
      </div>
    </footer>
  );
}
