import { OWNER } from '#app/config/owner.ts'
import { email, external, type LegalDocument, link, list, p, section, strong } from '../document-model.ts'
import { OUTSIDE } from '../legal-facts.ts'

export const legalNoticePt: LegalDocument = {
	locale: 'pt-PT',
	intro: [
		p(
			`Em cumprimento do Decreto-Lei n.º 7/2004 (comércio electrónico), identificamos o titular do site ${OWNER.domain} e as condições gerais da sua utilização.`,
		),
	],
	sections: [
		section(
			'titular',
			'Titular do site',
			list(
				['Nome: ', strong(OWNER.name)],
				['Morada: ', OWNER.postalAddress],
				['NIF: ', OWNER.taxId],
				['E-mail: ', email(OWNER.email)],
				['Site: ', OWNER.domain],
			),
		),
		section(
			'objecto',
			'Objecto do site',
			p(
				'Site pessoal e profissional, de carácter informativo, sobre o trabalho do titular em estratégia digital, automações e funis de conversão, o livro «IA para a Minha Avó» e o Kit Digital, com formulários de contacto, de subscrição da newsletter e de pré-reserva do livro. O site não vende produtos nem serviços directamente.',
			),
		),
		section(
			'propriedade-intelectual',
			'Propriedade intelectual',
			p(
				`Os conteúdos do site (textos, imagens, design e código) pertencem a ${OWNER.name} ou aos respectivos autores e estão protegidos por direitos de autor. As condições em que os pode usar estão nos `,
				link('terms', 'Termos e Condições'),
				'.',
			),
		),
		section(
			'responsabilidade',
			'Responsabilidade',
			p(
				'A informação do site é prestada de boa-fé e tem carácter geral. O titular não responde por decisões tomadas com base nela nem pelo conteúdo de sites de terceiros para os quais existam ligações, sem prejuízo da responsabilidade que a lei não permita excluir.',
			),
		),
		section(
			'dados-pessoais',
			'Dados pessoais e cookies',
			p(
				'O tratamento de dados pessoais é explicado na ',
				link('privacy', 'Política de Privacidade'),
				' e o uso de cookies na ',
				link('cookies', 'Política de Cookies'),
				'. Pode consultar, exportar ou eliminar os seus dados na página ',
				link('dataManagement', 'Gerir os Meus Dados'),
				'.',
			),
		),
		section(
			'lei-e-litigios',
			'Lei aplicável e resolução de litígios',
			p(
				'Este site e a sua utilização regem-se pela lei portuguesa, e os litígios são da competência dos tribunais portugueses, sem prejuízo das normas imperativas de protecção do consumidor.',
			),
			p(
				'Se for consumidor, pode apresentar uma reclamação no ',
				external(OUTSIDE.complaintsBook, 'Livro de Reclamações Electrónico'),
				'. Em caso de litígio de consumo, pode ainda recorrer a uma entidade de resolução alternativa de litígios de consumo (Lei n.º 144/2015); a lista destas entidades está disponível no ',
				external(OUTSIDE.consumerPortal, 'Portal do Consumidor'),
				'.',
			),
		),
		section(
			'contacto',
			'Contacto',
			p(
				'Para qualquer questão sobre este site, escreva para ',
				email(OWNER.email),
				' ou use a página de ',
				link('contact', 'Contacto'),
				'.',
			),
		),
	],
}
