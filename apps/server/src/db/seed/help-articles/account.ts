import { type HelpArticle, html } from './article.ts';

/** Questions about the account. */

export const ACCOUNT_FAQ: HelpArticle = {
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
