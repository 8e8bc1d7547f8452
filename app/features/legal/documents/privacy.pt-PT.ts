import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS, type RetentionKind } from '#app/features/personal-data/retention-periods.ts'
import { pt } from '#app/i18n/catalogues/pt-PT.ts'
import { email, external, h3, type LegalDocument, link, list, p, section, strong, table } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

const period = (kind: RetentionKind) => formatPeriod(RETENTION_PERIODS[kind], 'pt-PT')

export const privacyPt: LegalDocument = {
	locale: 'pt-PT',
	intro: [
		p(
			`Esta política explica que dados pessoais são tratados quando visita ${OWNER.domain} ou usa os seus formulários: para que servem, com que fundamento, durante quanto tempo são guardados, com quem são partilhados e que direitos tem sobre eles. Nesta política, «nós» designa o titular do site, ${OWNER.name}.`,
		),
		p(
			'Aplica-se o Regulamento (UE) 2016/679 (Regulamento Geral sobre a Protecção de Dados, «RGPD») e a Lei n.º 58/2019, que o executa em Portugal. Pedimos apenas os dados de que precisamos e não os vendemos a ninguém.',
		),
	],
	sections: [
		section(
			'responsavel',
			'Quem é o responsável pelo tratamento',
			p('O responsável pelo tratamento dos seus dados pessoais é:'),
			list([strong(OWNER.name)], ['Morada: ', OWNER.postalAddress], ['E-mail: ', email(OWNER.email)]),
			p(
				'Não foi designado um encarregado da protecção de dados, por não ser obrigatório para esta actividade. Qualquer questão sobre os seus dados pode ser enviada para o e-mail acima.',
			),
		),
		section(
			'dados-recolhidos',
			'Que dados tratamos',
			h3('Formulário de contacto'),
			p(
				'O seu nome, e-mail, o assunto e a mensagem que escrever, e a data e hora em que aceitou esta política ao enviar o formulário.',
			),
			h3('Newsletter'),
			p(
				'O seu e-mail, a data do pedido, a data da confirmação, a data da sua última interacção e, quando for o caso, a data em que lhe perguntámos se quer manter a subscrição. O formulário pode pedir o seu nome, mas o nome não é guardado. A subscrição usa dupla confirmação: só fica activa depois de clicar no link que lhe enviamos por e-mail.',
			),
			h3('Pré-reserva do livro'),
			p(
				'O seu nome e e-mail e a data da pré-reserva, para o avisarmos quando a pré-venda de «IA para a Minha Avó» abrir.',
			),
			h3('Preferências de cookies'),
			p(
				'A escolha que fez no aviso de cookies (aceitar ou recusar cookies de análise e de marketing), com um identificador aleatório e a data. Este registo não identifica quem é. Os pormenores estão na ',
				link('cookies', 'Política de Cookies'),
				'.',
			),
			h3('Navegação e estatísticas'),
			p(
				'O servidor mantém registos técnicos de acesso (data e hora, página pedida, resultado do pedido e erros) para manter o site seguro e a funcionar. O endereço IP do seu dispositivo é usado apenas no momento, para lhe entregar as páginas e travar abusos (por exemplo, envios repetidos de formulários), e não é guardado: nem nesses registos, nem junto das mensagens, subscrições ou pré-reservas.',
			),
			p(
				'Só se aceitar os cookies de análise, o Google Analytics 4 recolhe dados de utilização (páginas vistas, tipo de dispositivo e de navegador, origem aproximada ao nível do país ou cidade, acções como enviar um formulário), com o endereço IP anonimizado e sem sinais de publicidade.',
			),
			p(
				'Não pedimos categorias especiais de dados (por exemplo, de saúde); pedimos-lhe que não as inclua nas mensagens. Os formulários deste site não se destinam a menores de 13 anos.',
			),
		),
		section(
			'finalidades',
			'Para que usamos os dados e com que fundamento',
			p(
				'Cada tratamento tem uma finalidade e um fundamento jurídico do artigo 6.º, n.º 1, do RGPD. Quando o fundamento é o consentimento, pode retirá-lo a qualquer momento, sem afectar o tratamento feito até então.',
			),
			table(
				'Finalidades e fundamentos jurídicos',
				['Finalidade', 'Dados', 'Fundamento jurídico'],
				[
					[
						['Responder ao seu contacto'],
						['Nome, e-mail, assunto, mensagem'],
						[
							'Diligências pré-contratuais a seu pedido, quando nos escreve sobre um serviço (alínea b)); nos restantes casos, o nosso interesse legítimo em responder a quem nos contacta (alínea f))',
						],
					],
					[['Enviar a newsletter'], ['E-mail'], ['Consentimento (alínea a))']],
					[['Avisar da abertura da pré-venda do livro'], ['Nome, e-mail'], ['Consentimento (alínea a))']],
					[
						['Guardar e provar a sua escolha de cookies'],
						['Escolha, identificador aleatório, data'],
						['Obrigação legal de demonstrar o consentimento (alínea c) e artigo 7.º, n.º 1)'],
					],
					[
						['Estatísticas de utilização'],
						['Dados de utilização e identificadores dos cookies de análise'],
						['Consentimento (alínea a) e artigo 5.º da Lei n.º 41/2004)'],
					],
					[
						['Segurança e funcionamento do site'],
						['Registos técnicos de acesso, sem endereço IP'],
						['Interesse legítimo em manter o site seguro e disponível (alínea f))'],
					],
					[
						['Responder aos pedidos sobre os seus dados'],
						['E-mail e o conteúdo do pedido'],
						['Obrigação legal (alínea c))'],
					],
				],
			),
			p('Não tomamos decisões automatizadas nem definimos perfis a partir dos seus dados.'),
		),
		section(
			'conservacao',
			'Durante quanto tempo guardamos os dados',
			list(
				[strong('Mensagens do formulário de contacto: '), `${period('contactMessages')} após a recepção.`],
				[
					strong('Newsletter: '),
					`até cancelar a subscrição ou até ${period('newsletterInactive')} sem qualquer interacção consigo. Conta como interacção confirmar a subscrição, confirmá-la de novo ou carregar no botão «Manter a subscrição»; não registamos aberturas nem cliques. ${period('newsletterRepermissionNotice')} antes de passarem ${period('newsletterInactive')} sobre a última interacção, enviamos-lhe um e-mail com esse botão; se não responder até essa data (ou, se o e-mail seguir mais tarde, no prazo de ${period('newsletterRepermissionNotice')} após o envio), a subscrição e o endereço são eliminados. Os pedidos que não forem confirmados são eliminados ao fim de ${period('newsletterUnconfirmed')}.`,
				],
				[
					strong('Pré-reservas do livro: '),
					`até ${period('bookPrereservationsAfterLaunch')} após o lançamento do livro.`,
				],
				[strong('Registos de consentimento de cookies: '), `${period('cookieConsents')}.`],
				[strong('Registos técnicos de acesso: '), `${period('accessLogs')}.`],
				[strong('Cópias das mensagens de e-mail que o site envia: '), `${period('sentMail')} após o envio ser pedido.`],
				[
					strong('Registo dos pedidos sobre os seus dados: '),
					`${period('dataRequestLog')}. Guarda apenas um código irreversível do e-mail, o tipo de pedido e a data, para podermos demonstrar que respondemos.`,
				],
			),
			p(
				'Findos estes prazos, os dados são eliminados ou anonimizados de forma irreversível. Só os guardaremos por mais tempo se a lei o exigir ou se forem necessários para declarar, exercer ou defender um direito num processo judicial.',
			),
		),
		section(
			'destinatarios',
			'Com quem partilhamos os dados',
			p(
				'Não vendemos nem cedemos os seus dados a terceiros para fins de marketing. Recorremos a prestadores de serviços (subcontratantes, nos termos do artigo 28.º do RGPD) que os tratam apenas por nossa conta, segundo as nossas instruções e com obrigações de confidencialidade e segurança:',
			),
			list(
				[strong('Fornecedor de alojamento: '), 'guarda a base de dados e serve as páginas do site.'],
				[
					strong('Fornecedor de envio de e-mail: '),
					'entrega as mensagens de confirmação da newsletter, os avisos da pré-reserva e as nossas respostas.',
				],
				[
					strong('Google Ireland Limited (Google Analytics 4): '),
					'apenas se aceitar os cookies de análise, com o endereço IP anonimizado. Pode ler a ',
					external(OUTSIDE.googlePrivacy, 'política de privacidade da Google'),
					' e ',
					external(OUTSIDE.googlePartners, 'como a Google usa os dados dos sites que usam os seus serviços'),
					'.',
				],
			),
			p('Podemos ainda ter de comunicar dados às autoridades, quando a lei o exija.'),
		),
		section(
			'transferencias',
			'Transferências para fora do Espaço Económico Europeu',
			p(
				'Preferimos prestadores que tratam os dados no Espaço Económico Europeu (EEE). A Google pode tratar dados de estatística nos Estados Unidos; essa transferência assenta na decisão de adequação da Comissão Europeia relativa ao ',
				external(OUTSIDE.dataPrivacyFramework, 'Quadro de Privacidade de Dados UE-EUA'),
				', no qual a Google LLC está certificada, e em cláusulas contratuais-tipo aprovadas pela Comissão.',
			),
			p(
				'Se outro prestador tiver de transferir dados para fora do EEE, só o fará com uma garantia adequada prevista nos artigos 44.º a 49.º do RGPD, como uma decisão de adequação ou cláusulas contratuais-tipo. Pode pedir-nos uma cópia dessas garantias.',
			),
		),
		section(
			'direitos',
			'Os seus direitos',
			p('Em relação aos seus dados pessoais, tem direito a:'),
			list(
				[strong('Acesso: '), 'saber se tratamos dados seus e obter uma cópia (artigo 15.º).'],
				[strong('Rectificação: '), 'corrigir dados inexactos ou incompletos (artigo 16.º).'],
				[strong('Apagamento: '), 'pedir que eliminemos os seus dados (artigo 17.º).'],
				[strong('Limitação: '), 'pedir que suspendamos o tratamento enquanto se verifica uma questão (artigo 18.º).'],
				[
					strong('Portabilidade: '),
					'receber os dados que nos deu num formato estruturado e de leitura automática, como JSON (artigo 20.º).',
				],
				[
					strong('Oposição: '),
					'opor-se a um tratamento baseado no nosso interesse legítimo, por motivos relacionados com a sua situação (artigo 21.º).',
				],
				[
					strong('Retirar o consentimento: '),
					'a qualquer momento, tão facilmente como o deu, sem afectar o tratamento anterior (artigo 7.º, n.º 3).',
				],
				[
					strong('Reclamar: '),
					'junto da Comissão Nacional de Protecção de Dados (CNPD), a autoridade de controlo portuguesa, em ',
					external(OUTSIDE.cnpd, 'www.cnpd.pt'),
					', ou da autoridade de controlo do país da União Europeia onde vive ou trabalha (artigo 77.º).',
				],
			),
		),
		section(
			'exercer-direitos',
			'Como exercer os seus direitos',
			p(
				'Na página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' pode ver que dados estão associados ao seu e-mail (mensagens de contacto, subscrições da newsletter e pré-reservas do livro), exportá-los em JSON e eliminá-los. Para proteger os seus dados, primeiro confirma que o e-mail é seu através de um link de utilização única enviado para esse endereço.',
			),
			p(
				'Também pode escrever para ',
				email(OWNER.email),
				', de preferência a partir do e-mail a que o pedido diz respeito. Se tivermos dúvidas razoáveis sobre a sua identidade, podemos pedir-lhe uma confirmação adicional.',
			),
			p(
				'Respondemos sem demora e, o mais tardar, no prazo de um mês. Em pedidos complexos ou numerosos, esse prazo pode ser prorrogado por mais dois meses, e nesse caso informamo-lo no primeiro mês (artigo 12.º, n.º 3). O exercício dos seus direitos é gratuito.',
			),
			p(
				'Pode ainda cancelar a newsletter através do link presente em cada e-mail e mudar a sua escolha de cookies a qualquer momento no botão «',
				pt.footer.manageCookies,
				'» no rodapé de todas as páginas.',
			),
		),
		section(
			'seguranca',
			'Segurança',
			p(
				'Protegemos os dados com medidas técnicas e organizativas adequadas ao risco: ligações cifradas (HTTPS), acesso à administração do site restrito e protegido por palavra-passe e segundo factor de autenticação, cópias de segurança, e recolha mínima (não guardamos endereços IP, por exemplo).',
			),
			p(
				'Nenhum sistema é totalmente seguro. Se ocorrer uma violação de dados que represente um risco para os seus direitos, notificaremos a CNPD no prazo de 72 horas e, se o risco for elevado, também o informaremos directamente (artigos 33.º e 34.º).',
			),
		),
		section(
			'alteracoes',
			'Alterações a esta política',
			p(
				'Podemos actualizar esta política quando o site ou a lei mudarem. A data de «Última actualização» no topo indica a versão em vigor. Se uma alteração afectar a forma como tratamos dados que já nos deu, avisamo-lo no site e, se subscreveu a newsletter, por e-mail.',
			),
			p(
				'Veja também os ',
				link('terms', 'Termos e Condições'),
				', a ',
				link('cookies', 'Política de Cookies'),
				' e o ',
				link('legalNotice', 'Aviso Legal'),
				'.',
			),
		),
	],
}
