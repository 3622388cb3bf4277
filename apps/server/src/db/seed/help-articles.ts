import type { LanguageCode } from '@ficha/contract';
/**
 * Seeded help-centre articles.
 *
 * Every merchant starts with these six articles, in this order. The order is
 * part of the contract: the client links to them by index (/m/help?i=N), so
 * 0 = terms, 1 = privacy, 2 = responsible-gaming, 3 = deposits,
 * 4 = withdrawals, 5 = account-faq.
 *
 * Placeholders replaced by the server per merchant:
 *   {{site}}     operator's site name
 *   {{currency}} currency code, e.g. BRL
 *
 * Content is an HTML fragment limited to: h3, p, ul, ol, li, strong, em,
 * a (relative href only), table, thead, tbody, tr, th, td.
 */

export interface HelpArticle {
  slug: 'terms' | 'privacy' | 'responsible-gaming' | 'deposits' | 'withdrawals' | 'account-faq';
  title: Record<LanguageCode, string>;
  content: Record<LanguageCode, string>; // HTML fragment
}

/** Joins template lines into one fragment without the indentation noise. */
function html(strings: TemplateStringsArray): string {
  return strings
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .join('\n');
}

const TERMS: HelpArticle = {
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

const PRIVACY: HelpArticle = {
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

const RESPONSIBLE_GAMING: HelpArticle = {
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
      <h3>Se quiser parar</h3>
      <p>Peça ao atendimento, pelos canais do botão de atendimento, para bloquear a sua conta. Enquanto estiver bloqueada, não é possível entrar nem jogar. O pedido é tratado com sigilo.</p>
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
      <h3>If you want to stop</h3>
      <p>Ask customer service, through the channels behind the support button, to block your account. While it is blocked you cannot log in or play. Your request is handled confidentially.</p>
      <h3>Protecting minors</h3>
      <p>Nobody under 18 may play, and we may ask for documents that prove your age. If children use the same device as you, don't save your password and use parental controls.</p>
      <h3>Where to get help</h3>
      <p>Talking to someone makes a difference. Look for a local gambling helpline, a support group such as Gamblers Anonymous, or speak to your doctor or a mental health service in your country. If you ever feel overwhelmed or unsafe, contact your local emergency or crisis line straight away.</p>
      <p>Asking for help is a sign of strength. If you need it, we can block your account right away.</p>
    `,
  },
};

const DEPOSITS: HelpArticle = {
  slug: 'deposits',
  title: { PT: 'Como depositar', EN: 'How to deposit' },
  content: {
    PT: html`
      <p>Depositar no {{site}} é rápido. Todos os valores são em {{currency}} e o dinheiro deve sair de uma conta no <strong>seu próprio nome e CPF</strong>.</p>
      <h3>Passo a passo</h3>
      <ol>
        <li>Entre na sua conta e toque em <strong>Depositar</strong> ou acesse a <a href="/m/voucherCenter">página de depósito</a>.</li>
        <li>Escolha o método de pagamento. Os valores mínimo e máximo de cada método aparecem logo abaixo dele.</li>
        <li>Digite o valor ou toque em um dos valores sugeridos.</li>
        <li>Se quiser, escolha uma promoção de depósito.</li>
        <li>Confirme e siga as instruções do método escolhido.</li>
      </ol>
      <h3>PIX</h3>
      <p>Depois de confirmar, mostramos um <strong>QR Code</strong> e um código <strong>PIX copia e cola</strong>. Abra o app do seu banco e escaneie o QR Code ou cole o código na opção PIX copia e cola. Pague exatamente o valor mostrado e antes do prazo indicado na tela, pois cada código é válido por pouco tempo e só pode ser usado uma vez. Na maioria dos casos o saldo aparece em poucos minutos.</p>
      <h3>Transferência bancária manual</h3>
      <p>Mostramos os dados da conta de destino. Faça a transferência pelo app do seu banco e informe o nome de quem pagou e o valor. O depósito fica <em>aguardando aprovação</em> até a nossa equipe confirmar o recebimento; então o saldo é creditado.</p>
      <h3>Tempo de confirmação</h3>
      <table>
        <thead>
          <tr><th>Método</th><th>Confirmação típica</th></tr>
        </thead>
        <tbody>
          <tr><td>PIX (QR Code ou copia e cola)</td><td>Até 5 minutos</td></tr>
          <tr><td>Transferência bancária manual</td><td>De 30 minutos a 2 horas, após aprovação</td></tr>
          <tr><td>Boleto (quando disponível)</td><td>1 a 3 dias úteis</td></tr>
          <tr><td>Criptomoedas (quando disponível)</td><td>Após as confirmações da rede, cerca de 10 a 60 minutos</td></tr>
        </tbody>
      </table>
      <h3>Promoções de depósito</h3>
      <p>Algumas promoções dão bônus sobre o valor depositado. O bônus tem <strong>rollover</strong>: precisa ser apostado um número de vezes antes de poder ser sacado, e até lá fica bloqueado. Cada jogo conta uma parte da aposta para o rollover (caça-níqueis contam inteiros; jogos de baixa vantagem da casa contam pouco ou nada), há uma aposta máxima enquanto o bônus está ativo e, cumprido o rollover, no máximo o valor indicado do bônus vira saldo real. O bônus de boas-vindas é dado uma vez por pessoa (conta e CPF), no primeiro depósito. Todas essas regras aparecem na tela de depósito antes de você aceitar; se não quiser bônus, é só não escolher nenhuma promoção.</p>
      <h3>O depósito não caiu?</h3>
      <ul>
        <li>Confira se o pagamento foi concluído no app do banco e se o valor é o mesmo do pedido.</li>
        <li>Aguarde o tempo indicado na tabela e atualize o saldo.</li>
        <li>Se não aparecer, fale com o atendimento pelos canais do botão de atendimento, enviando o comprovante, a data, a hora e o valor.</li>
      </ul>
      <p>Nunca pague um código PIX que já venceu nem envie dinheiro para contas indicadas por terceiros. Os dados de pagamento válidos aparecem só no site.</p>
    `,
    EN: html`
      <p>Depositing at {{site}} is quick. All amounts are in {{currency}}, and the money must come from an account in <strong>your own name</strong> (and, in Brazil, your own CPF).</p>
      <h3>Step by step</h3>
      <ol>
        <li>Log in and tap <strong>Deposit</strong>, or open the <a href="/m/voucherCenter">deposit page</a>.</li>
        <li>Choose a payment method. The minimum and maximum for each method are shown right below it.</li>
        <li>Enter an amount or tap one of the suggested amounts.</li>
        <li>Optionally, pick a deposit promotion.</li>
        <li>Confirm and follow the instructions for your method.</li>
      </ol>
      <h3>PIX</h3>
      <p>After you confirm, we show a <strong>QR code</strong> and a <strong>copy-and-paste PIX code</strong>. Open your banking app and scan the QR code, or paste the code into its PIX copy-and-paste option. Pay the exact amount shown before the time limit on screen: each code is valid for a short time and can be used only once. Most PIX deposits reach your balance within minutes.</p>
      <h3>Manual bank transfer</h3>
      <p>We show the details of the receiving account. Make the transfer in your banking app, then enter the payer's name and the amount. The deposit stays <em>awaiting approval</em> until our team confirms the money has arrived, and is then credited to your balance.</p>
      <h3>Typical confirmation times</h3>
      <table>
        <thead>
          <tr><th>Method</th><th>Typical confirmation</th></tr>
        </thead>
        <tbody>
          <tr><td>PIX (QR code or copy and paste)</td><td>Up to 5 minutes</td></tr>
          <tr><td>Manual bank transfer</td><td>30 minutes to 2 hours, after approval</td></tr>
          <tr><td>Boleto (where available)</td><td>1 to 3 business days</td></tr>
          <tr><td>Crypto (where available)</td><td>After network confirmations, about 10 to 60 minutes</td></tr>
        </tbody>
      </table>
      <h3>Deposit promotions</h3>
      <p>Some promotions add a bonus on top of your deposit. The bonus carries a <strong>turnover requirement</strong>: it must be wagered a set number of times before it can be withdrawn, and stays locked until then. Each game counts a share of your stake towards turnover (slots count in full; games with a low house edge count little or nothing), there is a maximum bet while the bonus is active, and once the turnover is met at most the stated amount of the bonus becomes cash. The welcome bonus is given once per person (account and CPF), on the first deposit. The deposit screen shows all of these terms before you accept; if you don't want a bonus, simply don't select a promotion.</p>
      <h3>Deposit not showing?</h3>
      <ul>
        <li>Check in your banking app that the payment went through and that the amount matches your request.</li>
        <li>Wait for the time shown in the table above, then refresh your balance.</li>
        <li>Still missing? Contact customer service through the channels behind the support button, with your receipt and the date, time and amount.</li>
      </ul>
      <p>Never pay an expired PIX code or send money to accounts suggested by anyone else. Valid payment details are only ever shown on the site.</p>
    `,
  },
};

const WITHDRAWALS: HelpArticle = {
  slug: 'withdrawals',
  title: { PT: 'Como sacar', EN: 'How to withdraw' },
  content: {
    PT: html`
      <p>Você pode sacar os seus ganhos a qualquer momento, respeitando as regras abaixo. Os valores são pagos em {{currency}} e sempre para uma conta no <strong>seu próprio nome e CPF</strong>.</p>
      <h3>Antes do primeiro saque</h3>
      <ol>
        <li><strong>Cadastre uma conta bancária ou chave PIX</strong> na central do membro. O titular precisa ser você; pagamentos para terceiros não são feitos.</li>
        <li><strong>Crie uma senha de pagamento.</strong> Ela é diferente da senha de acesso e será pedida em todo saque. Não a compartilhe com ninguém, nem com quem disser ser do nosso atendimento.</li>
      </ol>
      <h3>Como pedir um saque</h3>
      <ol>
        <li>Abra a <a href="/m/withdraw">página de saque</a>.</li>
        <li>Escolha a conta ou chave PIX de destino.</li>
        <li>Digite o valor e a senha de pagamento e confirme.</li>
      </ol>
      <h3>Quanto posso sacar?</h3>
      <p>O valor disponível para saque é o seu saldo <strong>menos</strong> os bônus ainda bloqueados e o valor ligado a um rollover não cumprido. A página de saque mostra esse valor e quanto falta apostar, se for o caso. Cada método também tem valor mínimo e máximo por saque e um limite diário de valor e de quantidade de pedidos, todos exibidos na página.</p>
      <h3>O que acontece depois</h3>
      <p>Ao pedir o saque, o valor sai do saldo e fica <em>retido</em> enquanto a equipe do {{site}} analisa o pedido. A análise confere os dados do titular, as apostas e as regras das promoções. Então o pedido termina de um destes jeitos:</p>
      <ul>
        <li><strong>Pago:</strong> o dinheiro é enviado para a sua conta.</li>
        <li><strong>Devolvido:</strong> o valor volta para o seu saldo, com o motivo no histórico (por exemplo, dados bancários que não batem com o CPF).</li>
      </ul>
      <p>Em alguns casos, principalmente no primeiro saque ou em valores altos, podemos pedir um documento com foto antes de pagar.</p>
      <h3>Prazos típicos</h3>
      <table>
        <thead>
          <tr><th>Etapa</th><th>Prazo típico</th></tr>
        </thead>
        <tbody>
          <tr><td>Análise do pedido</td><td>De 5 minutos a 2 horas</td></tr>
          <tr><td>PIX após aprovação</td><td>Poucos minutos</td></tr>
          <tr><td>Transferência bancária após aprovação</td><td>Até 1 dia útil</td></tr>
        </tbody>
      </table>
      <p>Acompanhe o status no histórico de saques. Se o prazo passar e nada mudar, fale com o atendimento pelos canais do botão de atendimento.</p>
    `,
    EN: html`
      <p>You can withdraw your winnings at any time, subject to the rules below. Payouts are made in {{currency}} and always to an account in <strong>your own name</strong> (and, in Brazil, your own CPF).</p>
      <h3>Before your first withdrawal</h3>
      <ol>
        <li><strong>Register a bank account or PIX key</strong> in the member centre. It must be in your name; we never pay third parties.</li>
        <li><strong>Set a payment password.</strong> It is separate from your login password and is required for every withdrawal. Never share it with anyone, including people claiming to be our support team.</li>
      </ol>
      <h3>Requesting a withdrawal</h3>
      <ol>
        <li>Open the <a href="/m/withdraw">withdrawal page</a>.</li>
        <li>Choose the bank account or PIX key to be paid.</li>
        <li>Enter the amount and your payment password, then confirm.</li>
      </ol>
      <h3>How much can I withdraw?</h3>
      <p>Your withdrawable amount is your balance <strong>minus</strong> any bonus that is still locked and any amount tied to an unmet turnover requirement. The withdrawal page shows this figure and, where relevant, how much you still need to wager. Each method also has a minimum and maximum per withdrawal, plus daily limits on the total amount and the number of requests, all shown on the page.</p>
      <h3>What happens next</h3>
      <p>When you submit a request, the amount leaves your balance and is <em>held</em> while the {{site}} team reviews it. The review checks the account holder's details, your betting activity and the promotion rules. Each request then ends in one of two ways:</p>
      <ul>
        <li><strong>Paid:</strong> the money is sent to your account.</li>
        <li><strong>Returned:</strong> the amount goes back to your balance, with the reason in your history (for example, bank details that don't match your CPF).</li>
      </ul>
      <p>Sometimes, especially on a first withdrawal or a large amount, we may ask for photo ID before paying.</p>
      <h3>Typical times</h3>
      <table>
        <thead>
          <tr><th>Stage</th><th>Typical time</th></tr>
        </thead>
        <tbody>
          <tr><td>Review of your request</td><td>5 minutes to 2 hours</td></tr>
          <tr><td>PIX after approval</td><td>A few minutes</td></tr>
          <tr><td>Bank transfer after approval</td><td>Up to 1 business day</td></tr>
        </tbody>
      </table>
      <p>Follow the status in your withdrawal history. If the usual time has passed and nothing has changed, contact customer service through the channels behind the support button.</p>
    `,
  },
};

const ACCOUNT_FAQ: HelpArticle = {
  slug: 'account-faq',
  title: { PT: 'Perguntas sobre a conta', EN: 'Account FAQ' },
  content: {
    PT: html`
      <h3>Como crio uma conta?</h3>
      <p>Toque em <strong>Cadastrar</strong> e escolha entre nome de usuário ou número de celular. No cadastro por celular, enviamos um código por SMS: digite-o antes de acabar a contagem regressiva ou peça outro. Preencha os campos pedidos, confira se está de acordo com os <a href="/m/help?i=0">Termos e Condições</a> e conclua. É permitida uma conta por pessoa.</p>
      <h3>Não recebi o código SMS. E agora?</h3>
      <p>Confira se o número e o código do país estão certos e se o celular tem sinal. Espere a contagem terminar e toque em reenviar. Se ainda assim não chegar, fale com o atendimento.</p>
      <h3>Esqueci minha senha</h3>
      <p>Na tela de login, toque em <a href="/m/forget">Esqueci a senha</a>, informe o celular cadastrado e o código recebido por SMS e crie uma senha nova.</p>
      <h3>Como troco minha senha?</h3>
      <p>Acesse a central do membro e abra <a href="/m/changePsw">Alterar senha</a>. Digite a senha atual e a nova duas vezes. A nova senha precisa ser diferente da anterior.</p>
      <h3>O que é a senha de pagamento?</h3>
      <p>É uma segunda senha, pedida em todo saque, que protege o seu dinheiro mesmo que alguém descubra a senha de acesso. Crie-a na central do membro, em Segurança. Se esquecer, você pode redefini-la por lá ou com ajuda do atendimento, após confirmar a sua identidade.</p>
      <h3>Posso jogar sem depositar?</h3>
      <p>Sim. Com a <a href="/m/trail">conta de teste</a> você joga com saldo de demonstração, sem cadastro. Ela não permite depósitos nem saques; para isso, crie uma conta real.</p>
      <h3>Como salvo meus jogos favoritos?</h3>
      <p>Toque na estrela do jogo. Ele aparece em <a href="/m/fav">Favoritos</a>; tocando de novo na estrela, ele sai da lista. É preciso estar logado.</p>
      <h3>Como mudo o idioma ou o tema?</h3>
      <p>Use o seletor de idioma (Português ou English) e a opção de tema claro ou escuro no menu. A escolha fica salva neste aparelho.</p>
      <h3>Como falo com o atendimento?</h3>
      <p>Toque no botão de atendimento: ele lista os canais do {{site}} (por exemplo WhatsApp ou Telegram). Nunca pedimos a sua senha.</p>
    `,
    EN: html`
      <h3>How do I open an account?</h3>
      <p>Tap <strong>Register</strong> and sign up with either a username or your mobile number. If you use your mobile number, we send you an SMS code: enter it before the countdown ends, or request a new one. Fill in the required fields, make sure you agree to the <a href="/m/help?i=0">Terms and Conditions</a> and finish. One account per person.</p>
      <h3>I didn't get the SMS code</h3>
      <p>Check that the number and country code are correct and that your phone has signal. Wait for the countdown to finish and tap resend. If it still doesn't arrive, contact customer service.</p>
      <h3>I forgot my password</h3>
      <p>On the login screen, tap <a href="/m/forget">Forgot password</a>, enter your registered mobile number and the SMS code we send you, then choose a new password.</p>
      <h3>How do I change my password?</h3>
      <p>Go to the member centre and open <a href="/m/changePsw">Change password</a>. Enter your current password and the new one twice. The new password must be different from the old one.</p>
      <h3>What is the payment password?</h3>
      <p>A second password, required for every withdrawal, that keeps your money safe even if someone learns your login password. Set it up under Security in the member centre. If you forget it, you can reset it there or with help from customer service once we have confirmed your identity.</p>
      <h3>Can I play without depositing?</h3>
      <p>Yes. The <a href="/m/trail">trial account</a> lets you play with demo credit and no registration. It can't deposit or withdraw; for those, open a real account.</p>
      <h3>How do I save favourite games?</h3>
      <p>Tap the star on any game. It then appears in <a href="/m/fav">Favourites</a>; tap the star again to remove it. You need to be logged in.</p>
      <h3>How do I change the language or theme?</h3>
      <p>Use the language selector (Português or English) and the light or dark theme option in the menu. Your choice is remembered on this device.</p>
      <h3>How do I contact customer service?</h3>
      <p>Tap the support button: it lists {{site}}'s channels (for example WhatsApp or Telegram). We will never ask for your password.</p>
    `,
  },
};

export const HELP_ARTICLES: HelpArticle[] = [
  TERMS,
  PRIVACY,
  RESPONSIBLE_GAMING,
  DEPOSITS,
  WITHDRAWALS,
  ACCOUNT_FAQ,
];
