import { LegalList, LegalPage, LegalSection, legalLinkClassName } from './legal-page';

/** 'Termos de Uso': what the product is, what each side answers for. */
export function TermsOfUse() {
  return (
    <LegalPage title="Termos de Uso" summary="As regras para usar o Agendei, em poucas linhas.">
      <LegalSection title="O serviço">
        <p>
          O Agendei organiza a agenda de escritórios e profissionais e oferece links para que os
          clientes marquem horários online, com confirmações e lembretes.
        </p>
      </LegalSection>

      <LegalSection title="Contas">
        <LegalList>
          <li>
            Quem cria a conta do escritório é o administrador e responde pelas contas de
            profissionais que criar.
          </li>
          <li>Guarde a sua senha e use &lsquo;Sair&rsquo; em computadores compartilhados.</li>
          <li>
            O administrador pode desativar ou remover a conta de um profissional a qualquer momento.
          </li>
        </LegalList>
      </LegalSection>

      <LegalSection title="Uso aceitável">
        <p>
          Não use o Agendei para enviar mensagens que os clientes não pediram, para guardar dados
          sem uma base legal ou para tentar acessar dados de outro escritório.
        </p>
      </LegalSection>

      <LegalSection title="Dados dos clientes">
        <p>
          O escritório decide sobre os dados dos seus clientes e atende os pedidos deles (veja a{' '}
          <a href="/privacidade" className={legalLinkClassName}>
            Política de Privacidade
          </a>
          ). O Agendei oferece as ferramentas para isso: exportar, apagar e anonimizar
          automaticamente.
        </p>
      </LegalSection>

      <LegalSection title="Pagamentos">
        <p>
          O Agendei mostra o código Pix do escritório ao cliente. O pagamento vai direto para a
          conta do escritório: o Agendei não recebe, não guarda e não devolve dinheiro.
        </p>
      </LegalSection>

      <LegalSection title="Disponibilidade e mudanças">
        <p>
          Fazemos o possível para que o serviço funcione sem interrupções, mas não podemos garantir
          que nunca haverá falhas. Estes termos podem mudar; a data no topo da página diz quando
          mudaram pela última vez.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
