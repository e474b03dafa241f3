import { LegalList, LegalPage, LegalSection, legalLinkClassName } from './legal-page';

/** 'Política de Privacidade': what the product stores, why, for how long, and whom to ask. */
export function PrivacyNotice() {
  return (
    <LegalPage
      title="Política de Privacidade"
      summary="O que o Agendei guarda sobre você, para que serve e como pedir para ver ou apagar. Sem rastreamento e sem publicidade."
    >
      <LegalSection title="Quem responde pelos seus dados">
        <p>
          O Agendei é usado por escritórios e profissionais para organizar a agenda e receber
          agendamentos. Se você marcou um horário, o escritório com quem você agendou decide como os
          seus dados são usados (é o controlador, na LGPD) e é a ele que você faz qualquer pedido
          sobre eles. O Agendei guarda e processa esses dados para o escritório.
        </p>
      </LegalSection>

      <LegalSection title="O que guardamos">
        <LegalList>
          <li>
            <strong>Quando você agenda:</strong> nome, e-mail, telefone (se informado), as
            observações que você escrever, o serviço, a data e o horário e, quando há pagamento por
            Pix, o valor e se já foi pago.
          </li>
          <li>
            <strong>Quando você usa o sistema como profissional ou administrador:</strong> nome,
            e-mail, senha (guardada só como resumo criptográfico, nunca como texto), especialidade,
            descrição, fuso horário, horários de atendimento e, se você conectar, o acesso ao seu
            Google Agenda (guardado cifrado).
          </li>
          <li>
            <strong>Para segurança:</strong> as sessões abertas (com o nome do navegador usado), um
            histórico de quem criou, alterou ou cancelou cada agendamento e os registros técnicos do
            servidor, com o endereço IP de cada pedido.
          </li>
          <li>
            <strong>Mensagens:</strong> as confirmações e os lembretes enviados por e-mail, WhatsApp
            ou webhook ficam registrados com a situação de cada envio.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Para que usamos">
        <p>
          Só para marcar, lembrar, remarcar e cancelar atendimentos, e para enviar as mensagens que
          o escritório configurou. Nada é vendido, nada é usado para publicidade e não há
          ferramentas de análise ou rastreamento de terceiros.
        </p>
      </LegalSection>

      <LegalSection title="Com quem compartilhamos">
        <p>
          Apenas com os serviços que o escritório ligou: o servidor de e-mail, o WhatsApp Business,
          o Google Agenda, os endereços de webhook e os assistentes de IA que o escritório
          autorizou. O pagamento por Pix vai direto para a conta do escritório: o Agendei não recebe
          nem guarda dinheiro.
        </p>
      </LegalSection>

      <LegalSection title="Por quanto tempo">
        <p>
          Enquanto o escritório mantiver o atendimento na agenda. O escritório pode ligar a
          anonimização automática, que apaga nome, e-mail, telefone e observações de 6 a 60 meses
          depois do último atendimento. Um agendamento cancelado sai da agenda, mas o histórico de
          alterações e o registro das mensagens guardam uma cópia dele até essa anonimização ou até
          um pedido seu de exclusão.
        </p>
      </LegalSection>

      <LegalSection title="Seus direitos">
        <p>
          Pela LGPD (art. 18) você pode pedir para ver, corrigir, levar ou apagar os seus dados.
          Peça ao escritório com quem você agendou: pelo Agendei, ele exporta tudo o que guarda
          sobre o seu e-mail ou apaga os seus dados pessoais. O link do seu e-mail de confirmação
          permite cancelar ou remarcar sem criar conta.
        </p>
        <p>
          Sobre cookies, veja a página{' '}
          <a href="/cookies" className={legalLinkClassName}>
            Cookies
          </a>
          .
        </p>
      </LegalSection>
    </LegalPage>
  );
}
