const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A BRL amount as pt-BR money: 150.5 → 'R$ 150,50'. */
export function formatBrl(amount: number) {
  return brl.format(amount);
}

/** A service's price as the public page shows it: 'Gratuito' for one that costs nothing. */
export function priceLabel(amount: number) {
  return amount > 0 ? formatBrl(amount) : 'Gratuito';
}
