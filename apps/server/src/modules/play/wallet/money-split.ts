/**
 * Where a bet's money comes from and where a win goes (docs/play.md, "Cash and bonus"):
 * a bet spends cash first, then bonus; a win returns to cash and bonus in the proportion of the
 * round's stake, the bonus share rounded up, so bonus money never turns into cash by playing
 * without being wagered through (the ledger's recordWager releases it).
 */
export type MoneySplit = { cash: number; bonus: number };

export function splitBet(amount: number, available: MoneySplit): MoneySplit {
  const cash = Math.min(amount, available.cash);
  return { cash, bonus: amount - cash };
}

export function splitWin(amount: number, stake: MoneySplit): MoneySplit {
  const total = stake.cash + stake.bonus;
  if (total <= 0 || stake.bonus <= 0) return { cash: amount, bonus: 0 };
  const product = BigInt(amount) * BigInt(stake.bonus);
  const bonus = Number((product + BigInt(total) - 1n) / BigInt(total));
  return { cash: amount - bonus, bonus };
}
