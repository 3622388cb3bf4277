import { type HelpArticle, html } from './article.ts';

/** How money moves: deposits and withdrawals. */

export const DEPOSITS: HelpArticle = {
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

export const WITHDRAWALS: HelpArticle = {
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
