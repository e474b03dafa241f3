/** The office's address and phone in one line ('Rua X, 100 · +55(11) 3456-7890'); none: undefined. */
export function officeContactLine(office: {
  address: string | null;
  phone: string | null;
}): string | undefined {
  const parts = [office.address, office.phone].filter(Boolean);
  return parts.length ? parts.join(' · ') : undefined;
}
