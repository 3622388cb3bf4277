import type { Texts } from '../../shell/text.ts';

export const DICE_TEXT: Texts<
  | 'under'
  | 'over'
  | 'target'
  | 'multiplier'
  | 'chance'
  | 'roll'
  | 'rolling'
  | 'won'
  | 'lost'
  | 'rulesIntro'
  | 'rulesPayout'
  | 'rulesExample'
  | 'rulesFair'
> = {
  PT: {
    under: 'Abaixo',
    over: 'Acima',
    target: 'Alvo',
    multiplier: 'Multiplicador',
    chance: 'Chance',
    roll: 'Rolar',
    rolling: 'Rolando…',
    won: 'Você ganhou {win}',
    lost: 'Não foi desta vez',
    rulesIntro:
      'Cada rodada sorteia um número de 00,00 a 99,99, com os 10.000 valores igualmente prováveis. Escolha um alvo e se o número deve sair abaixo ou acima dele.',
    rulesPayout: 'O pagamento é 0,99 dividido pela chance de ganhar: quanto menor a chance, maior o prêmio.',
    rulesExample: 'Exemplo: abaixo de 50,00 ganha em 5.000 de 10.000 números e paga 1,98×.',
    rulesFair: 'O número vem das sementes da rodada; confira qualquer rodada no painel Jogo justo.',
  },
  EN: {
    under: 'Under',
    over: 'Over',
    target: 'Target',
    multiplier: 'Multiplier',
    chance: 'Win chance',
    roll: 'Roll',
    rolling: 'Rolling…',
    won: 'You won {win}',
    lost: 'Not this time',
    rulesIntro:
      'Each round draws a number from 00.00 to 99.99, all 10,000 values equally likely. Pick a target and whether the number must land under or over it.',
    rulesPayout:
      'The payout is 0.99 divided by the chance of winning: the lower the chance, the bigger the prize.',
    rulesExample: 'Example: under 50.00 wins on 5,000 of 10,000 numbers and pays 1.98x.',
    rulesFair: "The number comes from the round's seeds; check any round in the Provably fair panel.",
  },
};
