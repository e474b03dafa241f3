const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** A BRL amount as pt-BR money: 150.5 → 'R$ 150,50'. */
export function formatBrl(amount: number) {
  return brl.format(amount);
}
