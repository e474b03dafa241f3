import { SESSION_TTL_DAYS } from '@core/constants.ts';
import { LegalList, LegalPage, LegalSection } from './legal-page';

/** 'Cookies': the one cookie there is (the session), and what the browser keeps besides. */
export function CookiesNotice() {
  return (
    <LegalPage
      title="Cookies"
      summary="O Agendei usa um único cookie, o da sessão, e nenhum de rastreamento ou publicidade."
    >
      <LegalSection title="O cookie da sessão">
        <p>
          Quando você entra no sistema, o cookie{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">agendei_session</code> mantém você
          conectado. Ele é essencial, só é enviado para este site e não pode ser lido por scripts.
          Sem &lsquo;Lembrar de mim&rsquo;, some quando você fecha o navegador; com essa opção, dura
          até {SESSION_TTL_DAYS} dias ou até você clicar em &lsquo;Sair&rsquo;.
        </p>
        <p>Quem só marca um horário, ou abre o link do próprio agendamento, não recebe cookie.</p>
      </LegalSection>

      <LegalSection title="O que o navegador guarda">
        <LegalList>
          <li>A sua escolha entre o tema claro e o escuro.</li>
          <li>
            Enquanto você estiver conectado, a sessão e os dados da sua conta (nome e e-mail), para
            que o sistema abra sem pedir a senha de novo.
          </li>
        </LegalList>
        <p>Isso fica no armazenamento do próprio navegador e não é enviado a terceiros.</p>
      </LegalSection>

      <LegalSection title="Sem rastreamento">
        <p>
          Não usamos cookies de publicidade, de análise de audiência nem de redes sociais. Por isso
          não há aviso de consentimento: não há nada além do essencial para aceitar.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
