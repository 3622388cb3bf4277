import type { Texts } from '../../shell/text.ts';

export const FISH_TEXT: Texts<
  | 'sea'
  | 'hint'
  | 'targets'
  | 'shootAt'
  | 'caught'
  | 'escaped'
  | 'busy'
  | 'noFunds'
  | 'catches'
  | 'noCatches'
  | 'fish'
  | 'pays'
  | 'chance'
  | 'range'
  | 'rulesIntro'
  | 'rulesChance'
  | 'rulesCrab'
  | 'rulesFair'
> = {
  PT: {
    sea: 'Mar com peixes: toque num peixe para atirar',
    hint: 'Toque num peixe para atirar',
    targets: 'Peixes na tela',
    shootAt: 'Atirar em {fish}',
    caught: 'Pegou {fish}! +{win}',
    escaped: '{fish} escapou',
    busy: 'Aguarde: tiros demais no ar',
    noFunds: 'Saldo insuficiente para esta aposta',
    catches: 'Últimas capturas',
    noCatches: 'Nenhuma captura ainda',
    fish: 'Peixe',
    pays: 'Paga',
    chance: 'Chance de captura',
    range: '{low}× a {high}×',
    rulesIntro:
      'Cada tiro é uma aposta do valor escolhido em um peixe. Se o peixe for capturado, você recebe a aposta vezes o multiplicador dele; se escapar, a aposta é perdida.',
    rulesChance:
      'Peixes pequenos são capturados com frequência e pagam pouco; os grandes são raros e pagam muito. A chance de cada peixe é 96% dividido pelo multiplicador, então todo tiro devolve 96% em média, seja qual for o alvo.',
    rulesCrab:
      'O Caranguejo-Rei sorteia o prêmio no mesmo tiro: 50× (4 em 10), 100× (3 em 10), 200× (2 em 10) ou 300× (1 em 10), média de 120×.',
    rulesFair:
      'O resultado de cada tiro vem das sementes da rodada e é decidido pelo servidor; confira qualquer tiro no painel Jogo justo.',
  },
  EN: {
    sea: 'Sea with fish: tap a fish to shoot',
    hint: 'Tap a fish to shoot',
    targets: 'Fish on screen',
    shootAt: 'Shoot {fish}',
    caught: 'Caught {fish}! +{win}',
    escaped: '{fish} got away',
    busy: 'Wait: too many shots in the air',
    noFunds: 'Not enough balance for this bet',
    catches: 'Last catches',
    noCatches: 'No catches yet',
    fish: 'Fish',
    pays: 'Pays',
    chance: 'Catch chance',
    range: '{low}× to {high}×',
    rulesIntro:
      'Each shot is a bet of the chosen amount on one fish. If the fish is caught you win the bet times its multiplier; if it gets away, the bet is lost.',
    rulesChance:
      'Small fish are caught often and pay little; big ones are rare and pay a lot. Each fish is caught with chance 96% divided by its multiplier, so every shot returns 96% on average, whatever the target.',
    rulesCrab:
      'The King Crab draws its prize in the same shot: 50× (4 in 10), 100× (3 in 10), 200× (2 in 10) or 300× (1 in 10), 120× on average.',
    rulesFair:
      "Each shot's result comes from the round's seeds and is decided by the server; check any shot in the Provably fair panel.",
  },
};
