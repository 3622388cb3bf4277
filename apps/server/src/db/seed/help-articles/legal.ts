import { type HelpArticle, html } from './article.ts';

/** The legal articles: terms, privacy, responsible gaming. */

export const TERMS: HelpArticle = {
  slug: 'terms',
  title: { PT: 'Termos e Condições', EN: 'Terms and Conditions' },
  content: {
    PT: html`
      <p>Estes Termos e Condições regulam o uso do {{site}} e de todos os jogos, promoções e serviços oferecidos no site. Ao criar uma conta ou continuar navegando, você confirma que leu e aceita estes termos, a nossa <a href="/m/help?i=1">Política de Privacidade</a> e as orientações de <a href="/m/help?i=2">Jogo Responsável</a>.</p>
      <h3>1. Quem pode jogar</h3>
      <ul>
        <li>Só é permitido jogar a partir dos <strong>18 anos</strong>, ou dos 21 anos onde a lei local exigir essa idade.</li>
        <li>Você deve estar em um lugar onde jogos com dinheiro real sejam permitidos. Conhecer e respeitar a lei local é responsabilidade sua.</li>
        <li>Podemos pedir documentos a qualquer momento para confirmar sua idade e identidade.</li>
      </ul>
      <h3>2. Sua conta</h3>
      <ul>
        <li>Cada pessoa pode ter <strong>apenas uma conta</strong>. Contas duplicadas são encerradas, e os ganhos obtidos com elas podem ser cancelados.</li>
        <li>Seus dados precisam ser verdadeiros, completos e atualizados. O nome da conta deve ser o mesmo dos meios de pagamento usados.</li>
        <li>Quem mora no Brasil deve informar o <strong>CPF</strong>, que precisa pertencer ao titular da conta.</li>
        <li>Guarde bem a senha de acesso e a senha de pagamento. Tudo o que for feito com elas será considerado feito por você.</li>
      </ul>
      <h3>3. Bônus e rollover</h3>
      <p>Cada promoção tem regras próprias, mostradas na página da oferta. Normalmente o bônus precisa ser apostado um certo número de vezes, o chamado <em>rollover</em>, antes de poder ser sacado. Por exemplo: um bônus de {{currency}} 100 com rollover de 10x exige {{currency}} 1.000 em apostas. Nem todos os jogos contam da mesma forma para o rollover. Enquanto ele não for cumprido, o valor fica bloqueado. Abusar de promoções, por exemplo com contas combinadas ou apostas de cobertura, leva ao cancelamento do bônus e dos ganhos ligados a ele.</p>
      <h3>4. Jogo justo</h3>
      <p>Os jogos de fornecedores parceiros usam geradores de números aleatórios certificados. Os nossos jogos próprios, como o Crash, são <strong>provably fair</strong>: antes de cada rodada mostramos o hash da semente do servidor e, no final, revelamos a semente. Assim você pode conferir, com a sua semente de cliente, que o resultado não foi alterado depois da aposta.</p>
      <h3>5. O que não é permitido</h3>
      <ul>
        <li>usar robôs, scripts ou qualquer software que dê vantagem;</li>
        <li>combinar jogadas com outros jogadores ou explorar falhas técnicas;</li>
        <li>usar dinheiro de origem ilícita ou contas e cartões de terceiros;</li>
        <li>informar dados falsos ou se passar por outra pessoa;</li>
        <li>ofender ou assediar outros jogadores e a nossa equipe.</li>
      </ul>
      <h3>6. Suspensão e encerramento</h3>
      <p>Em caso de violação destes termos, suspeita de fraude ou exigência legal, podemos suspender ou encerrar a conta, segurar saques durante a análise e cancelar ganhos irregulares. Sempre que a lei permitir, explicaremos o motivo. Saldos legítimos são devolvidos ao titular.</p>
      <h3>7. Limitação de responsabilidade</h3>
      <p>Não respondemos por perdas causadas por falhas de internet, do seu aparelho ou de serviços de terceiros fora do nosso controle. Se um jogo apresentar defeito, a rodada afetada é anulada e as apostas são devolvidas. Nada aqui limita direitos que a lei garante ao consumidor.</p>
      <h3>8. Alterações e contato</h3>
      <p>Podemos atualizar estes termos. Mudanças importantes serão avisadas no site, e continuar usando o {{site}} depois do aviso significa aceitar a nova versão. Ficou com alguma dúvida? Fale com o atendimento pelos canais do botão de atendimento.</p>
    `,
    EN: html`
      <p>These Terms and Conditions govern your use of {{site}} and of every game, promotion and service offered on the site. By opening an account or continuing to use the site you confirm that you have read and accept these terms, together with our <a href="/m/help?i=1">Privacy Policy</a> and our <a href="/m/help?i=2">Responsible Gaming</a> guidelines.</p>
      <h3>1. Eligibility</h3>
      <ul>
        <li>You must be at least <strong>18 years old</strong>, or 21 where local law sets that age.</li>
        <li>Real-money gaming must be legal where you are. Knowing and following your local law is your responsibility.</li>
        <li>We may ask for documents at any time to confirm your age and identity.</li>
      </ul>
      <h3>2. Your account</h3>
      <ul>
        <li><strong>One account per person.</strong> Duplicate accounts will be closed and any winnings made with them may be voided.</li>
        <li>The details you give us must be true, complete and kept up to date. Your account name must match the name on the payment methods you use.</li>
        <li>Brazilian residents must provide their <strong>CPF</strong>, which must belong to the account holder.</li>
        <li>Keep your login password and payment password private. Anything done with them is treated as done by you.</li>
      </ul>
      <h3>3. Bonuses and turnover</h3>
      <p>Each promotion has its own rules, shown on the offer page. Usually a bonus has to be wagered a set number of times (the <em>turnover</em> or wagering requirement) before it can be withdrawn. For example, a {{currency}} 100 bonus with 10x turnover requires {{currency}} 1,000 in bets. Games may contribute differently towards turnover. Until the requirement is met, the bonus stays locked. Bonus abuse, such as linked accounts or hedged bets, leads to the bonus and any related winnings being removed.</p>
      <h3>4. Fair play</h3>
      <p>Games from our partner studios use certified random number generators. Our in-house games, such as Crash, are <strong>provably fair</strong>: before each round we show a hash of the server seed, and afterwards we reveal the seed itself, so you can check with your client seed that the result was not changed after you placed your bet.</p>
      <h3>5. Prohibited behaviour</h3>
      <ul>
        <li>using bots, scripts or any software that gives an unfair advantage;</li>
        <li>colluding with other players or exploiting technical faults;</li>
        <li>using funds from illegal sources, or someone else's bank account or card;</li>
        <li>giving false information or impersonating another person;</li>
        <li>abusing or harassing other players or our staff.</li>
      </ul>
      <h3>6. Suspension and closure</h3>
      <p>If these terms are breached, fraud is suspected or the law requires it, we may suspend or close an account, hold withdrawals while we investigate and void winnings obtained improperly. Where the law allows, we will tell you why. Legitimate balances are returned to the account holder.</p>
      <h3>7. Limitation of liability</h3>
      <p>We are not liable for losses caused by internet outages, problems with your device or third-party services outside our control. If a game malfunctions, the affected round is void and stakes are refunded. Nothing in these terms limits rights you have under consumer law.</p>
      <h3>8. Changes and contact</h3>
      <p>We may update these terms. Significant changes will be announced on the site, and continuing to use {{site}} after that means you accept the new version. Questions? Contact customer service through the channels behind the support button.</p>
    `,
  },
};

export const PRIVACY: HelpArticle = {
  slug: 'privacy',
  title: { PT: 'Política de Privacidade', EN: 'Privacy Policy' },
  content: {
    PT: html`
      <p>O {{site}} leva a sério a proteção dos seus dados. Esta política explica quais informações coletamos, por que fazemos isso e como você pode exercer os seus direitos, de acordo com a <strong>Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018)</strong>.</p>
      <h3>Dados que coletamos</h3>
      <ul>
        <li><strong>Cadastro:</strong> nome de usuário, número de celular, e-mail, nome completo, CPF e data de nascimento.</li>
        <li><strong>Financeiros:</strong> chaves PIX, contas bancárias cadastradas e histórico de depósitos e saques.</li>
        <li><strong>Uso do serviço:</strong> apostas, depósitos, saques e jogos favoritos e recentes.</li>
        <li><strong>Técnicos:</strong> endereço IP, tipo de aparelho e navegador, idioma e registros de acesso.</li>
      </ul>
      <h3>Para que usamos e com qual base legal</h3>
      <ul>
        <li>Criar e manter a sua conta e processar pagamentos: <em>execução de contrato</em>.</li>
        <li>Verificar idade e identidade e prevenir lavagem de dinheiro e fraudes: <em>cumprimento de obrigação legal</em> e <em>legítimo interesse</em>.</li>
        <li>Garantir a segurança do site e melhorar os jogos: <em>legítimo interesse</em>.</li>
        <li>Enviar ofertas e promoções: <em>consentimento</em>, que você pode retirar quando quiser.</li>
      </ul>
      <p>Não vendemos os seus dados. Eles só são compartilhados com quem ajuda a prestar o serviço (processadores de pagamento, provedores de jogos, serviços de SMS e hospedagem) e com autoridades, quando a lei exigir.</p>
      <h3>Por quanto tempo guardamos</h3>
      <p>Mantemos os dados enquanto a sua conta estiver ativa. Depois do encerramento, registros de identificação e de transações são guardados por pelo menos cinco anos, como exige a legislação de prevenção à lavagem de dinheiro. O restante é apagado ou anonimizado.</p>
      <h3>Seus direitos</h3>
      <p>Como titular dos dados, você pode pedir:</p>
      <ul>
        <li>confirmação de que tratamos os seus dados e acesso a eles;</li>
        <li>correção de dados incompletos ou desatualizados;</li>
        <li>anonimização, bloqueio ou eliminação de dados desnecessários;</li>
        <li>portabilidade para outro fornecedor;</li>
        <li>informações sobre com quem compartilhamos os dados;</li>
        <li>revogação do consentimento.</li>
      </ul>
      <p>Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</p>
      <h3>Encarregado de dados (DPO)</h3>
      <p>Para exercer os seus direitos ou tirar dúvidas, fale com o nosso Encarregado pelo Tratamento de Dados Pessoais pelos canais do botão de atendimento, escrevendo “Encarregado de Dados” no início da mensagem. Respondemos em até 15 dias.</p>
      <h3>Cookies e armazenamento local</h3>
      <p>Não usamos cookies de publicidade de terceiros. O site guarda no seu navegador apenas o necessário para funcionar:</p>
      <ul>
        <li><strong>sessão</strong>, para manter você conectado;</li>
        <li><strong>idioma</strong> escolhido;</li>
        <li><strong>tema</strong> (claro ou escuro).</li>
      </ul>
      <p>Você pode apagar esses dados nas configurações do navegador; depois disso será preciso entrar de novo.</p>
    `,
    EN: html`
      <p>{{site}} takes the protection of your personal data seriously. This policy explains what we collect, why we collect it and how you can exercise your rights. For players in Brazil it follows the <strong>General Data Protection Law (LGPD, Law No. 13,709/2018)</strong>.</p>
      <h3>What we collect</h3>
      <ul>
        <li><strong>Registration:</strong> username, mobile number, email, full name, CPF (for Brazilian residents) and date of birth.</li>
        <li><strong>Financial:</strong> PIX keys, registered bank accounts and your deposit and withdrawal history.</li>
        <li><strong>Service use:</strong> bets, deposits, withdrawals and favourite and recent games.</li>
        <li><strong>Technical:</strong> IP address, device and browser type, language and access logs.</li>
      </ul>
      <h3>Why we use it and on what legal basis</h3>
      <ul>
        <li>To open and run your account and process payments: <em>performance of a contract</em>.</li>
        <li>To verify your age and identity and prevent money laundering and fraud: <em>legal obligation</em> and <em>legitimate interest</em>.</li>
        <li>To keep the site secure and improve our games: <em>legitimate interest</em>.</li>
        <li>To send you offers and promotions: <em>consent</em>, which you can withdraw at any time.</li>
      </ul>
      <p>We never sell your data. We only share it with the companies that help us run the service (payment processors, game providers, SMS and hosting services) and with authorities when the law requires it.</p>
      <h3>How long we keep it</h3>
      <p>We keep your data while your account is open. After it is closed, identity and transaction records are kept for at least five years, as anti-money-laundering rules require. Everything else is deleted or anonymised.</p>
      <h3>Your rights</h3>
      <p>You can ask us to:</p>
      <ul>
        <li>confirm whether we process your data and give you access to it;</li>
        <li>correct incomplete or out-of-date data;</li>
        <li>anonymise, block or delete data we do not need;</li>
        <li>port your data to another provider;</li>
        <li>tell you who we share your data with;</li>
        <li>withdraw your consent.</li>
      </ul>
      <p>In Brazil you may also complain to the National Data Protection Authority (ANPD).</p>
      <h3>Data protection officer</h3>
      <p>To exercise your rights or ask a question, contact our data protection officer through the customer service channels behind the support button, starting your message with “Data Protection Officer”. We reply within 15 days.</p>
      <h3>Cookies and local storage</h3>
      <p>We do not use third-party advertising cookies. The site only stores what it needs to work in your browser:</p>
      <ul>
        <li>your <strong>session</strong>, so you stay logged in;</li>
        <li>your chosen <strong>language</strong>;</li>
        <li>your <strong>theme</strong> (light or dark).</li>
      </ul>
      <p>You can clear this data in your browser settings; you will then need to log in again.</p>
    `,
  },
};

export const RESPONSIBLE_GAMING: HelpArticle = {
  slug: 'responsible-gaming',
  title: { PT: 'Jogo Responsável', EN: 'Responsible Gaming' },
  content: {
    PT: html`
      <p>Jogar deve ser diversão, nunca uma forma de ganhar dinheiro ou resolver problemas financeiros. No {{site}}, queremos que você aproveite com equilíbrio e saiba a hora de parar.</p>
      <h3>Dicas para jogar com controle</h3>
      <ul>
        <li>Defina antes quanto pode gastar e use apenas dinheiro que não vai fazer falta.</li>
        <li>Estabeleça um tempo de jogo e faça pausas.</li>
        <li><strong>Nunca tente recuperar perdas</strong> apostando mais. Perder faz parte do jogo.</li>
        <li>Não jogue sob efeito de álcool, quando estiver triste, estressado ou cansado.</li>
        <li>Não peça dinheiro emprestado para jogar.</li>
      </ul>
      <h3>Sinais de alerta</h3>
      <p>Fique atento se você:</p>
      <ul>
        <li>gasta mais tempo ou dinheiro do que planejava;</li>
        <li>esconde da família ou dos amigos o quanto joga;</li>
        <li>deixa de lado trabalho, estudos ou pessoas queridas por causa do jogo;</li>
        <li>sente ansiedade ou irritação quando não pode jogar;</li>
        <li>aposta cada vez mais para sentir a mesma emoção.</li>
      </ul>
      <p>Se reconheceu algum desses sinais, é hora de fazer uma pausa e buscar apoio.</p>
      <h3>Ferramentas para controlar o jogo</h3>
      <p>Em <strong>Central do membro › Jogo responsável</strong> você encontra:</p>
      <ul>
        <li><strong>Limites</strong> de depósito, de perda e de apostas por 24 horas, 7 dias e 30 dias, e um limite de tempo de sessão. Reduzir ou criar um limite vale na hora; aumentar ou remover aguarda um período de reflexão (24 horas, salvo outro prazo do site) e depois precisa da sua confirmação. Um depósito ou uma aposta que passaria do limite é recusado, em todos os jogos.</li>
        <li><strong>Lembrete de jogo</strong>: a cada tantos minutos de jogo, que você escolhe, mostramos o tempo jogado e o resultado da sessão, também dentro dos jogos, com as opções continuar ou parar.</li>
        <li><strong>Pausa</strong> de 24 horas, 1 semana, 1 mês ou qualquer prazo até 6 semanas.</li>
        <li><strong>Autoexclusão</strong> por 6 meses, 1 ano ou sem data de término.</li>
      </ul>
      <h3>Se quiser parar</h3>
      <p>Durante uma pausa ou autoexclusão você não consegue entrar, apostar nem depositar, neste site e nos outros sites do mesmo operador com o seu CPF; ao tentar entrar, mostramos quando ela termina. Seu saldo continua seu: para sacá-lo, fale com o atendimento. Depois de uma autoexclusão, a conta só reabre a seu pedido ao atendimento, passado o período, e 7 dias após o pedido. Também consultamos o cadastro de autoexclusão: um CPF que está nele não pode abrir conta nem entrar. Você também pode pedir ao atendimento, pelos canais do botão de atendimento, para bloquear a sua conta; o pedido é tratado com sigilo.</p>
      <h3>Proteção de menores</h3>
      <p>Menores de 18 anos não podem jogar, e podemos pedir documentos que comprovem a idade. Se crianças usam o mesmo aparelho que você, não salve a senha e use controle parental.</p>
      <h3>Onde buscar ajuda</h3>
      <ul>
        <li><strong>CVV – Centro de Valorização da Vida:</strong> ligue <strong>188</strong>, gratuito, 24 horas, ou converse pelo chat do site do CVV.</li>
        <li><strong>Jogadores Anônimos:</strong> grupos de apoio gratuitos, presenciais e online, em várias cidades do Brasil.</li>
        <li><strong>CAPS</strong> (Centros de Atenção Psicossocial) do SUS oferecem atendimento gratuito para quem tem problemas com jogo.</li>
      </ul>
      <p>Pedir ajuda é um sinal de força. Se precisar, estamos aqui para bloquear sua conta imediatamente.</p>
    `,
    EN: html`
      <p>Gaming should be entertainment, never a way to make money or solve financial problems. At {{site}} we want you to enjoy yourself in balance and to know when to stop.</p>
      <h3>Tips for staying in control</h3>
      <ul>
        <li>Decide in advance how much you can spend, and only use money you can afford to lose.</li>
        <li>Set a time limit and take regular breaks.</li>
        <li><strong>Never chase your losses</strong> by betting more. Losing is part of the game.</li>
        <li>Don't play after drinking, or when you are upset, stressed or tired.</li>
        <li>Never borrow money to gamble.</li>
      </ul>
      <h3>Warning signs</h3>
      <p>Take care if you:</p>
      <ul>
        <li>spend more time or money than you meant to;</li>
        <li>hide how much you play from family or friends;</li>
        <li>neglect work, study or the people you care about because of gambling;</li>
        <li>feel anxious or irritable when you can't play;</li>
        <li>need to bet more and more to feel the same excitement.</li>
      </ul>
      <p>If any of this sounds familiar, it's time to take a break and reach out for support.</p>
      <h3>Tools to stay in control</h3>
      <p>Under <strong>Member centre › Responsible gaming</strong> you will find:</p>
      <ul>
        <li><strong>Limits</strong> on deposits, losses and bets per 24 hours, 7 days and 30 days, and a session time limit. Lowering or adding a limit holds at once; raising or removing one waits a cooling-off period (24 hours unless the site sets another) and then needs your confirmation. A deposit or bet that would go over a limit is refused, in every game.</li>
        <li><strong>Reality check</strong>: every so many minutes of play, which you choose, we show the time played and your result in the session, inside games too, with the choice to continue or stop.</li>
        <li><strong>Time-out</strong> of 24 hours, 1 week, 1 month or any period up to 6 weeks.</li>
        <li><strong>Self-exclusion</strong> for 6 months, 1 year or with no end date.</li>
      </ul>
      <h3>If you want to stop</h3>
      <p>During a time-out or self-exclusion you cannot log in, bet or deposit, on this site and on the same operator's other sites under your CPF; when you try to log in we show when it ends. Your balance stays yours: to withdraw it, contact customer service. After a self-exclusion the account reopens only when you ask customer service, once the period is over, and 7 days after the request. We also check the self-exclusion register: a CPF on it cannot open an account or log in. You can also ask customer service, through the channels behind the support button, to block your account; your request is handled confidentially.</p>
      <h3>Protecting minors</h3>
      <p>Nobody under 18 may play, and we may ask for documents that prove your age. If children use the same device as you, don't save your password and use parental controls.</p>
      <h3>Where to get help</h3>
      <p>Talking to someone makes a difference. Look for a local gambling helpline, a support group such as Gamblers Anonymous, or speak to your doctor or a mental health service in your country. If you ever feel overwhelmed or unsafe, contact your local emergency or crisis line straight away.</p>
      <p>Asking for help is a sign of strength. If you need it, we can block your account right away.</p>
    `,
  },
};
