import { OWNER } from '#app/config/owner.ts'
import { formatPeriod, RETENTION_PERIODS } from '#app/features/personal-data/retention-periods.ts'
import { email, type LegalDocument, link, list, p, section } from '../document-model.ts'

export const termsPt: LegalDocument = {
	locale: 'pt-PT',
	intro: [
		p(
			`Estes termos regulam a utilização do site ${OWNER.domain}, de ${OWNER.name} («nós»). Ao usar o site, aceita estes termos; se não concordar com eles, pedimos-lhe que não o utilize. A identificação completa do titular está no `,
			link('legalNotice', 'Aviso Legal'),
			'.',
		),
	],
	sections: [
		section(
			'objecto',
			'O site',
			p(
				'Este é o site pessoal e profissional de ',
				OWNER.name,
				'. Apresenta o percurso, os projectos e a presença nos media do autor, o livro «IA para a Minha Avó» e o Kit Digital, e permite entrar em contacto, subscrever a newsletter e pré-reservar o livro. O conteúdo é informativo e pode ser actualizado, alterado ou retirado a qualquer momento.',
			),
		),
		section(
			'utilizacao',
			'Utilização do site',
			p('Pode usar o site livremente para fins pessoais e lícitos. Ao fazê-lo, compromete-se a não:'),
			list(
				'tentar aceder a áreas reservadas, como a administração, ou comprometer a segurança e o funcionamento do site;',
				'enviar pelos formulários conteúdos ilícitos, ofensivos, publicidade não solicitada ou dados de outras pessoas sem autorização;',
				'recolher conteúdos ou dados de forma automatizada e massiva, ou sobrecarregar o site com pedidos;',
				'fazer-se passar por outra pessoa.',
			),
			p(
				'Os dados que indicar nos formulários devem ser verdadeiros e seus. Podemos limitar o acesso ou ignorar pedidos de quem não cumpra estes termos.',
			),
		),
		section(
			'propriedade-intelectual',
			'Propriedade intelectual',
			p(
				`Os textos, fotografias, imagens, logótipos, o design e o código do site pertencem a ${OWNER.name} ou aos respectivos autores e estão protegidos pelo Código do Direito de Autor e dos Direitos Conexos e pela restante legislação aplicável.`,
			),
			p(
				'Pode partilhar ligações para o site e citar excertos curtos, indicando a fonte. Os jornalistas podem usar os materiais do kit de imprensa da página ',
				link('media', 'Media'),
				' em notícias sobre o autor. Qualquer outra reprodução, distribuição ou utilização comercial precisa de autorização escrita prévia. As marcas e os conteúdos de terceiros pertencem aos respectivos titulares.',
			),
		),
		section(
			'pre-reserva',
			'Pré-reserva do livro',
			p('A pré-reserva do livro ', link('book', '«IA para a Minha Avó»'), ' é gratuita e sem compromisso:'),
			list(
				'não é uma compra nem uma encomenda, e não lhe é pedido qualquer pagamento;',
				'não o obriga a comprar o livro, nem nos obriga a vendê-lo;',
				'serve apenas para lhe enviarmos um e-mail a avisar quando a pré-venda abrir.',
			),
			p(
				'O preço, as condições de venda, o direito de livre resolução e a data de lançamento serão indicados antes de qualquer compra, que será feita em separado e com as suas próprias condições. Pode cancelar a pré-reserva a qualquer momento, na página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				' ou por e-mail. Guardamos a pré-reserva até ',
				formatPeriod(RETENTION_PERIODS.bookPrereservationsAfterLaunch, 'pt-PT'),
				' após o lançamento do livro.',
			),
		),
		section(
			'newsletter',
			'Newsletter',
			p(
				'A newsletter é gratuita. A subscrição só fica activa depois de a confirmar no e-mail que lhe enviamos, e pode cancelá-la a qualquer momento através do link presente em cada envio. A forma como tratamos o seu e-mail está descrita na ',
				link('privacy', 'Política de Privacidade'),
				'.',
			),
		),
		section(
			'contacto-formulario',
			'Formulário de contacto',
			p(
				'Procuramos responder às mensagens no prazo de 24 horas, mas não o podemos garantir. Enviar uma mensagem não cria qualquer contrato nem obrigação de prestar um serviço; uma eventual colaboração será acordada em separado.',
			),
		),
		section(
			'ligacoes-externas',
			'Kit Digital e ligações externas',
			p(
				'O ',
				link('digitalKit', 'Kit Digital'),
				' é disponibilizado num site externo, com os seus próprios termos e política de privacidade. O site tem também ligações para artigos na imprensa, redes sociais e outros sites de terceiros. Não controlamos esses sites e não somos responsáveis pelo seu conteúdo, disponibilidade ou práticas de privacidade.',
			),
		),
		section(
			'responsabilidade',
			'Responsabilidade',
			p(
				'Cuidamos para que a informação do site seja correcta e actual, mas não garantimos que esteja sempre completa, isenta de erros ou disponível sem interrupções. O conteúdo tem carácter geral e não substitui aconselhamento profissional adaptado ao seu caso.',
			),
			p(
				'Na medida permitida por lei, não somos responsáveis por danos resultantes da utilização do site ou da impossibilidade de o utilizar. Nada nestes termos exclui ou limita a responsabilidade que a lei não permita excluir, nomeadamente por dolo ou culpa grave, nem os direitos que a lei garante aos consumidores.',
			),
		),
		section(
			'alteracoes',
			'Alterações a estes termos',
			p(
				'Podemos alterar estes termos quando o site ou a lei mudarem. A versão em vigor é a publicada nesta página, com a data de «Última actualização».',
			),
		),
		section(
			'lei-aplicavel',
			'Lei aplicável e litígios',
			p(
				'Estes termos regem-se pela lei portuguesa. Os litígios serão resolvidos pelos tribunais portugueses competentes, sem prejuízo das normas imperativas de protecção do consumidor do país onde reside. As formas de resolução alternativa de litígios estão indicadas no ',
				link('legalNotice', 'Aviso Legal'),
				'.',
			),
		),
		section(
			'contacto',
			'Contacto',
			p(
				'Para qualquer questão sobre estes termos, escreva para ',
				email(OWNER.email),
				' ou use a página de ',
				link('contact', 'Contacto'),
				'.',
			),
		),
	],
}
