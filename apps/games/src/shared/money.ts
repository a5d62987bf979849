const pesos = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP' });

/** Centavos as pesos: 123456 -> '₱1,234.56'. */
export const money = (centavos: number) => pesos.format(centavos / 100);
