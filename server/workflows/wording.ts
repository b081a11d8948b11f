/**
 * A request put in the words the composer reads: casual spellings and common typos written out
 * ("wen", "txt me", "there mesage", "dont"), so that a request typed in a hurry is read as the
 * same request typed with care; and a request in French or Spanish with its common words of
 * conditions, messages and recipients read as their English ("si son message contient le mot
 * « achat »", "envoyez-lui un e-mail", "avísame por correo"). The rest of its words (a word to
 * look for, what a message should say) are kept as written. Only the reading changes: the sample
 * event keeps the visitor's own words.
 */

/** Word for word: the casual or mistyped spelling, and the one the composer reads. */
const spellings: [RegExp, string][] = [
  // A typographic apostrophe inside a word ("don’t") is the plain one; quotes are left alone.
  [/(?<=\p{L})[’‘](?=\p{L})/gu, "'"],
  [/\bwen\b/gi, "when"],
  [/\bwhenevr\b/gi, "whenever"],
  [/\b(?:evry|evey|everry)\b/gi, "every"],
  [/\btxt(s|ed)?\b/gi, "text$1"],
  [/\btexed\b/gi, "texted"],
  [/\b(?:mesage|messsage|mesages|msg)(s)?\b/gi, "message$1"],
  [/\b(?:emial|emal|e mail)(s)?\b/gi, "email$1"],
  [/\b(?:custumer|costumer|cusotmer|customar)(s)?\b/gi, "customer$1"],
  [/\b(?:recieve|recive)(s|d)?\b/gi, "receive$1"],
  [/\badress(es)?\b/gi, "address$1"],
  [/\bnumer\b/gi, "number"],
  [/\bthankyou\b/gi, "thank-you"],
  [/\b(?:pls|plz)\b/gi, "please"],
  [/\bim\b/g, "I'm"],
  // "ill get back to them": I'll, before a verb ("ill" alone may be the word).
  [
    /\bill\s+(?=(?:get|be|send|call|reply|respond|contact|reach|text|email|write|answer)\b)/g,
    "I'll ",
  ],
  [/\bu\b/g, "you"],
  [/\bur\b/g, "your"],
  // "there message", "they're phone": the possessive their, before what a lead gives.
  [
    /\b(?:there|they're)\s+(?=(?:message|phone|email|name|number|company|budget|order)\b)/gi,
    "their ",
  ],
  // "if its not urgent": it's, before what follows a verb (possessive "its total" stays).
  [/\bits\s+(?=(?:not|a|an|about|urgent|over|under|more|less|from|for)\b)/gi, "it's "],
  // Apostrophes left out: "dont", "didnt", "isnt".
  [/\b(do|does|did|is|are|was|were|has|have|had|could|would|should)nt\b/gi, "$1n't"],
  [/\bwont\b/gi, "won't"],
  [/\bcant\b/gi, "can't"],
];

/** A whole word or phrase, with accented letters counted as letters (`\\b` counts only a-z). */
const word = (body: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "giu");

const emailNoun = "e-?mail|email|courriel|mail|correo(?: electr[oó]nico)?";
const textNoun = "sms|texto|message texte|mensaje de texto";

/** French: conditions, messages and who they are for. */
const french: [RegExp, string][] = [
  // Comparisons, ranges, invoices and whom: "si le total dépasse 500 €", "plus de", "entre".
  // A bound that takes the sum itself first: "pas plus de" holds "plus de".
  [
    word(
      "(?:est |sont )?(?:au moins|au minimum|pas moins de|minimum)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at least",
  ],
  [
    word(
      "(?:est |sont )?(?:au plus|au maximum|pas plus de|jusqu'à|maximum)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at most",
  ],
  [
    word(
      "(?:est |sont )?(?:strictement )?(?:supérieure?s? à|au-dessus de)|dépasse|dépassent|excède|excèdent|(?:de )?plus de",
    ),
    "over",
  ],
  [
    word("(?:est |sont )?(?:inférieure?s? à|en dessous de|au-dessous de)|(?:de )?moins de"),
    "under",
  ],
  [word("entre"), "between"],
  [word("factures"), "invoices"],
  [word("facture"), "invoice"],
  [
    word("(?:extraire|extrayez|extrais|extrait) (?:les données|le total|le montant|les montants)"),
    "extract the data",
  ],
  [word("(?:le|du) (?:total|montant)"), "the total"],
  [word("arrive|arrivent|parvient|parviennent"), "arrives"],
  [
    word(
      "(?:au|à la|à l'|le|la|l') (?:responsable|gérante?|directeur|directrice|manager|patron|patronne|chef)",
    ),
    "to the manager",
  ],
  [
    word(
      "(?:à |au )?(?:mon|notre) (?:commercial|commerciale|vendeur|vendeuse)|(?:à |au )?(?:ma) (?:commerciale|vendeuse)",
    ),
    "to my sales rep",
  ],
  [word("(?:au|le) (?:commercial|vendeur)"), "to the sales rep"],
  [word("(?:au|à la|à l'|le|la|l') (?:comptable|comptabilité)"), "to the accountant"],
  [
    word(
      "(?:l'|les |le |la )?(?:ajouter|ajoutez|ajoute|enregistrer|enregistrez)(?:-le|-la|-les)? (?:au|dans le|dans notre) crm",
    ),
    "add them to the CRM",
  ],
  [
    word(
      "(?:tri(?:er|ez|e)|class(?:er|ez|e)|catégoris(?:er|ez|e)|répartir|répartissez)(?: (?:les|le|la|chaque|ces) [\\p{L}-]+)? (?:en|dans|entre)",
    ),
    "sort into",
  ],
  [
    word(
      "(?:tri(?:er|ez|e)|class(?:er|ez|e)|catégoris(?:er|ez|e)|répartir|répartissez|regroup(?:er|ez|e))(?: (?:les|le|la|chaque|ces) [\\p{L}-]+)? par (?:type|catégorie|genre|sujet|thème)",
    ),
    "sort them by kind",
  ],
  [
    word(
      "(?:trait(?:er|ez|e)|gér(?:er|ez)) (?:chacun|chacune|chaque (?:type|catégorie|cas)) (?:différemment|à part|séparément)",
    ),
    "handle each differently",
  ],
  [word("l'ia|l’ia|l'intelligence artificielle|une ia"), "the AI"],
  [word("(?:répondre|répondez|réponds|répond)(?:-lui|-leur)?"), "reply"],
  [word("résum(?:er|ez|e)|fais un résumé de|faites un résumé de"), "summarize"],
  [word("(?:avec des|avec une|par des) excuses"), "with an apology"],
  [word("réclamations?|plaintes?"), "complaints"],
  [word("(?:un |le )?remboursement"), "a refund"],
  [word("autrement|dans le cas contraire|sinon"), "otherwise"],
  // A negated check keeps its "not": read as a plain "contains", it would run on the wrong side.
  [
    word(
      "s['’]ils? ne (?:contient|contiennent|comporte|comportent|mentionne|mentionnent|inclut|incluent|parle|parlent) pas(?: de)?",
    ),
    "if it does not mention",
  ],
  [
    word(
      "(?:il|elle|ils|elles) ne (?:contient|contiennent|comporte|comportent|mentionne|mentionnent|inclut|incluent|parle|parlent) pas(?: de)?",
    ),
    "it does not mention",
  ],
  [
    word(
      "ne (?:contient|contiennent|comporte|comportent|mentionne|mentionnent|inclut|incluent|parle|parlent) pas(?: de)?",
    ),
    "does not mention",
  ],
  [word("ne (?:fais|faites|faire|fait) rien|ne rien faire|rien à faire"), "do nothing"],
  [word("aussi|également"), "also"],
  [word("ou"), "or"],
  [word("si c'est|s'il s'agit d'une?|s'il s'agit de"), "if it's"],
  [word("s'il"), "if it"],
  [word("s'ils"), "if they"],
  [word("sinon"), "otherwise"],
  [word("l'entreprise est|la société est|l'entreprise s'appelle"), "the company is"],
  [word("l'entreprise|la société"), "the company"],
  [word("si"), "if"],
  [word("quand|lorsque|dès que"), "when "],
  // An elided "que" runs into the next word ("lorsqu'une demande"): no word boundary after it.
  [/(?<![\p{L}])(?:lorsqu|dès qu)['’]/giu, "when "],
  [word("contient|contiennent|comporte|mentionne|mentionnent|inclut"), "contains"],
  [word("le mot|les mots|le terme"), "the word"],
  [word("(?:son|sa|leur) (?:message|demande|mail|e-mail|courriel)"), "their message"],
  [
    word(
      `(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez)-(?:lui|leur) (?:un|une|le|la) (?:${emailNoun})`,
    ),
    "email them",
  ],
  [
    word(
      `(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez)-(?:lui|leur) (?:un|une|le|la) (?:${textNoun})`,
    ),
    "text them",
  ],
  [
    word(
      `(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez)-(?:moi|nous) (?:un|une|le|la) (?:${emailNoun})`,
    ),
    "email me",
  ],
  [
    word(
      `(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez)-(?:moi|nous) (?:un|une|le|la) (?:${textNoun})`,
    ),
    "text me",
  ],
  [
    word(`(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez) (?:un|une) (?:${emailNoun})`),
    "email",
  ],
  [
    word(`(?:envoyez|envoie|envoyer|envoyons|adressez|transmettez) (?:un|une) (?:${textNoun})`),
    "text",
  ],
  [
    word(
      "(?:prévenez|préviens|prévenir|avertissez|avertis|alertez|alerte|informez|informe|notifiez)-(?:moi|nous)",
    ),
    "notify me",
  ],
  [
    word(
      "(?:prévenez|préviens|avertissez|avertis|alertez|informez|informe|notifiez)-(?:le|la|les)",
    ),
    "notify them",
  ],
  [word(`par (?:${emailNoun})`), "by email"],
  [word(`par (?:${textNoun})`), "by text"],
  [word("par whatsapp"), "by WhatsApp"],
  [word("(?:à|au|aux) (?:notre|nos)"), "to our"],
  [word("(?:à|au|aux) (?:mon|ma|mes)"), "to my"],
  [word("à moi"), "to me"],
  [word("à nous"), "to us"],
  // "un SMS à Claire au +33 …": a number is reached at, whatever the preposition.
  [/(?<![\p{L}])(?:au|à)\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  // "… et un SMS à moi": the verb said once for both messages.
  [word(`(?:un|une) (?:${textNoun})`), "text"],
  [word(`(?:un|une) (?:${emailNoun})`), "email"],
  [word("(?:au|aux|le|la|les) (?:client|cliente|clients|clientes)"), "the customer"],
  [word("(?:au|aux|le|la|les) (?:prospect|prospects|contact|contacts|demandeur)"), "the lead"],
  [word("(?:au|aux|le|la|les) (?:patient|patiente|patients)"), "the patient"],
  // A web service to call or data to enrich, which no step does: said so, never a phone call.
  [word("(?:appeler|appelez|appelle|appelons)(?= (?:l'api|l’api|(?:le|notre) webhook))"), "call"],
  [word("l'api|l’api"), "the API"],
  [word("enrichir|enrichissez|enrichis|enrichit"), "enrich"],
  // How an event reaches the business ("nous recevons une facture par e-mail") is the
  // trigger's, not a message to send.
  [word("nous recevons|je reçois|on reçoit"), "we receive"],
  [word("(?:est|sont) (?:envoyée?s?|reçue?s?|transmise?s?)"), "is sent"],
  [word("reçoit|reçoivent|recevra|recevront|reçoive"), "gets"],
  [word("avec"), "with"],
  // "…, mais seulement si …": a check said of the action it follows.
  [word("mais"), "but"],
  [word("seulement|uniquement"), "only"],
  [word("et"), "and"],
];

/** Spanish: the same. */
const spanish: [RegExp, string][] = [
  // "y a mí avísame": the "me" of the verb says it.
  [/(?<![\p{L}])a mí\s+(?=\p{L}+(?:me|nos)(?![\p{L}]))/giu, ""],
  // "redacta una respuesta con IA y envíasela al cliente": the AI's reply, to whoever wrote.
  [
    word(
      "(?:redacta|redactar|escribe|escribir|genera|generar|prepara|preparar) una respuesta (?:con|de|por|usando) (?:la )?(?:IA|I\\.A\\.|inteligencia artificial)",
    ),
    "write a reply with AI",
  ],
  [
    word("(?:una |la )?respuesta (?:con|de|por|generada por) (?:la )?(?:IA|I\\.A\\.)"),
    "an AI answer",
  ],
  [
    word(
      "(?:y )?(?:envíasela|envíaselo|envíasel[ao]s|mándasela|mándaselo|envíala|envíalo) al (?:cliente|clienta|contacto)",
    ),
    "and send it to the customer",
  ],
  // Comparisons, ranges, invoices and whom: "si el total supera 500 €", "más de", "entre".
  // A bound that takes the sum itself first: "no más de" holds "más de".
  [
    word(
      "(?:es |son )?(?:al menos|como mínimo|por lo menos|mínimo de|no menos de)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at least",
  ],
  [
    word(
      "(?:es |son )?(?:como máximo|a lo sumo|no más de|máximo de|hasta)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at most",
  ],
  [
    word(
      "(?:es |son )?(?:mayor(?:es)? (?:que|de|a)|superior(?:es)? a|por encima de)|supera|superan|excede|exceden|más de",
    ),
    "over",
  ],
  [
    word("(?:es |son )?(?:menor(?:es)? (?:que|de|a)|inferior(?:es)? a|por debajo de)|menos de"),
    "under",
  ],
  [word("entre"), "between"],
  [word("facturas"), "invoices"],
  [word("factura"), "invoice"],
  [word("recibos"), "receipts"],
  [word("recibo"), "receipt"],
  [
    word("(?:extrae|extraer|extraiga|extraigan) (?:los datos|el total|el importe|los importes)"),
    "extract the data",
  ],
  [word("(?:el|del) (?:total|importe|monto)"), "the total"],
  // "si su presupuesto es mayor a 1000": what the lead says it can spend, a field of its own.
  [word("(?:su |el |del |un )?presupuesto"), "the budget"],
  [word("llega|llegan|llegue|lleguen|entra|entran"), "arrives"],
  [
    word("(?:al|a la|el|la) (?:responsable|gerente|encargad[oa]|director|directora|jef[ea])"),
    "to the manager",
  ],
  [word("(?:a )?(?:mi|nuestro|nuestra) (?:comercial|vendedor|vendedora)"), "to my sales rep"],
  [word("(?:al|a la|el|la) (?:contador|contadora|contable|contabilidad)"), "to the accountant"],
  [
    word(
      "(?:agr[eé]g(?:a|ar|ue)|añ[aá]d(?:e|ir)|a[ñn]ad(?:e|ir))(?:lo|la|los|las)? (?:al|en el) crm",
    ),
    "add them to the CRM",
  ],
  [
    word(
      "(?:clasific(?:a|ar|ue)|orden(?:a|ar|e)|separ(?:a|ar|e))(?: (?:los|las|el|la|cada) [\\p{L}-]+)? en",
    ),
    "sort into",
  ],
  [
    word(
      "(?:clasific(?:a|ar|ue)|orden(?:a|ar|e)|separ(?:a|ar|e)|agrup(?:a|ar|e))(?: (?:los|las|el|la|cada) [\\p{L}-]+)? por (?:tipo|categoría|clase|tema)",
    ),
    "sort them by kind",
  ],
  [
    word(
      "(?:trat(?:a|ar|e)|gestion(?:a|ar|e)) cada (?:uno|una|tipo|categoría) (?:de (?:forma|manera) (?:distinta|diferente)|por separado)",
    ),
    "handle each differently",
  ],
  [word("la ia|una ia|la inteligencia artificial"), "the AI"],
  [word("(?:respond(?:e|er|a)|contest(?:a|ar|e))(?:le|les)?"), "reply"],
  [word("resum(?:e|ir|a|id)|haz un resumen de"), "summarize"],
  [word("con (?:una )?disculpas?"), "with an apology"],
  [word("quejas?|reclamaciones|reclamación|reclamos?"), "complaints"],
  [word("(?:un |el )?reembolso"), "a refund"],
  [word("o|u"), "or"],
  [/\bsi no\b(?=\s*[,:;])/giu, "otherwise"],
  // ", si no envía un correo": "if not", an otherwise before what it does; "si no menciona" is a
  // check of its own, read below.
  [
    /(?<=(?:^|[,;.])\s*)si no\b(?!\s+(?:contiene|contienen|contenga|contengan|menciona|mencionan|mencione|mencionen|incluye|incluya|habla|hable|es|son|está|están|hay|tiene|tienen|se|lo|la|le|les|supera|llega))/giu,
    "otherwise",
  ],
  [word("(?:la )?empresa es|(?:la )?compañía es"), "the company is"],
  [word("la empresa|la compañía"), "the company"],
  [
    word(
      "no (?:contiene|contienen|contenga|contengan|menciona|mencionan|mencione|mencionen|incluye|incluya|habla de|hable de)",
    ),
    "does not mention",
  ],
  [word("no (?:hagas|hagan|haga|hacer|hace) nada|nada que hacer"), "do nothing"],
  [word("también|además"), "also"],
  [word("de lo contrario|en caso contrario|si no es así|en otro caso"), "otherwise"],
  [word("si (?:es|son|se trata de)(?: (?:un|una))?"), "if it's"],
  [word("si"), "if"],
  [word("cuando"), "when"],
  // "Cuando un cliente mencione …": the subjunctive of a check said with "cuando".
  [
    word(
      "contiene|contienen|contenga|contengan|menciona|mencionan|mencione|mencionen|incluye|incluya",
    ),
    "contains",
  ],
  [word("la palabra|las palabras|el término"), "the word"],
  [word("su (?:mensaje|solicitud|correo)"), "their message"],
  [word(`(?:m[aá]nd|envi|enví)a(?:le|les) (?:un|una|el|la) (?:${emailNoun})`), "email them"],
  [word(`(?:m[aá]nd|envi|enví)a(?:le|les) (?:un|una|el|la) (?:${textNoun}|mensaje)`), "text them"],
  [word(`(?:m[aá]nd|envi|enví)a(?:me|nos) (?:un|una|el|la) (?:${emailNoun})`), "email me"],
  [word(`(?:m[aá]nd|envi|enví)a(?:me|nos) (?:un|una|el|la) (?:${textNoun}|mensaje)`), "text me"],
  [word(`(?:manda|mandar|envía|envia|enviar|mande|envíe) (?:un|una) (?:${emailNoun})`), "email"],
  [word(`(?:manda|mandar|envía|envia|enviar|mande|envíe) (?:un|una) (?:${textNoun})`), "text"],
  [word("(?:av[ií]sa|notif[ií]ca|escr[ií]be|cont[aá]cta)(?:me|nos)"), "notify me"],
  [word("(?:av[ií]sa|notif[ií]ca|escr[ií]be|cont[aá]cta)(?:le|les)"), "notify them"],
  [word(`por (?:${emailNoun})`), "by email"],
  [word(`por (?:${textNoun})`), "by text"],
  [word("por whatsapp"), "by WhatsApp"],
  [word("a mí"), "to me"],
  [word("a nosotros"), "to us"],
  [/(?<![\p{L}])(?:al|a)\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  [word(`(?:un|una) (?:${textNoun})`), "text"],
  [word(`(?:un|una) (?:${emailNoun})`), "email"],
  [word("a (?:mi|mis)"), "to my"],
  [word("a (?:nuestro|nuestra|nuestros|nuestras)"), "to our"],
  [word("(?:al|a la|a los|a las) (?:cliente|clienta|clientes|clientas)"), "to the customer"],
  [word("(?:al|a la|a los|a las) (?:paciente|pacientes)"), "to the patient"],
  [word("(?:al|a la|a los|a las) (?:prospecto|prospectos|contacto|contactos)"), "to the lead"],
  [word("(?:el|la|los|las) (?:cliente|clienta|clientes|clientas)"), "the customer"],
  [word("(?:el|la|los|las) (?:paciente|pacientes)"), "the patient"],
  [word("(?:le|les) (?:llegue|llega|lleguen|llegan)|recibe|reciba|reciben|recibirá"), "gets"],
  [word("(?:llamar|llama|llame|llamad) a(?= (?:la api|nuestro webhook|el webhook))"), "call"],
  [word("la api"), "the API"],
  [word("enriquecer|enriquece|enriquezca|enriquecé"), "enrich"],
  [word("recibimos|recibo (?=una?\\s)"), "we receive "],
  [word("(?:es|son) (?:enviad[oa]s?|recibid[oa]s?)|se (?:env[ií]an?|reciben?)"), "is sent"],
  [word("con"), "with"],
  [word("pero"), "but"],
  [word("solo|sólo|solamente|únicamente"), "only"],
  [word("y"), "and"],
];

/** German: the same. */
const german: [RegExp, string][] = [
  [/^\s*(?:wenn|sobald)(?![\p{L}])/iu, "when"],
  [word("wenn|falls"), "if"],
  [word("sonst|ansonsten|andernfalls"), "otherwise"],
  // "unter +49 …", "an praxis@…": where a number or an address is reached (before "unter" is
  // read as "under" a figure).
  [/(?<![\p{L}])(?:unter|an)\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  // The verb comes last, the "nicht" before it: "wenn sie das Wort Notfall nicht erwähnt".
  [
    word(
      "(?:sie|er|es|ihre nachricht|seine nachricht|die nachricht|die anfrage) (?:das wort )?([\\p{L}\\p{N}'’-]+) nicht (?:enthält|erwähnt|enthalten|erwähnen)",
    ),
    "it does not mention $1",
  ],
  [word("(?:tue|tu|mach|mache) nichts|nichts tun|nichts machen"), "do nothing"],
  [
    word("(?:schicke|sende|schick|send|schicken sie|senden sie) (?:mir|uns) (?:eine )?sms"),
    "text me",
  ],
  [
    word(
      "(?:schicke|sende|schick|send|schicken sie|senden sie) (?:mir|uns) (?:eine|ein) (?:e-?mail|mail)",
    ),
    "email me",
  ],
  // "in der Nachricht steht „…“": what the message says is what it contains.
  [
    word("in (?:der|ihrer|seiner|einer) (?:nachricht|anfrage) (?:steht|stehen|vorkommt)"),
    "their message contains",
  ],
  [word('(?:steht|stehen|vorkommt|vorkommen) (?=")'), "contains "],
  [word("in (?:der|ihrer|seiner|einer) (?:nachricht|anfrage)"), "their message"],
  // A wait no step makes: read as one, so it is said.
  [word("warte|warten|wartet"), "wait"],
  [word("tage|tagen"), "days"],
  [word("stunden"), "hours"],
  [word("wochen"), "weeks"],
  [word("auch|außerdem"), "also"],
  // A bound that takes the sum itself first: "nicht mehr als" holds "mehr als".
  [
    word(
      "(?:ist |sind |beträgt )?(?:mindestens|wenigstens|nicht weniger als)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at least",
  ],
  [
    word(
      "(?:ist |sind |beträgt )?(?:höchstens|maximal|nicht mehr als|bis zu)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at most",
  ],
  [word("(?:ist |sind )?(?:mehr als|größer als|höher als|über)"), "over"],
  [word("(?:ist |sind )?(?:weniger als|kleiner als|niedriger als|unter)"), "under"],
  [word("zwischen"), "between"],
  [word("quittungen|belege"), "receipts"],
  [word("quittung|beleg"), "receipt"],
  [word("rechnungen"), "invoices"],
  [word("rechnung"), "invoice"],
  [
    word("(?:extrahiere|extrahieren|lies|auslesen)(?: die)? (?:daten|summe|beträge)"),
    "extract the data",
  ],
  [word("(?:die|der) (?:summe|gesamtsumme|betrag|gesamtbetrag)"), "the total"],
  [
    word("ankommt|ankommen|eingeht|eingehen|eintrifft|eintreffen|reinkommt|kommt|kommen"),
    "arrives",
  ],
  [
    word("(?:rufe|ruf|rufen sie) (die api|den webhook|unseren webhook)(?: [\\p{L}-]+)? auf"),
    "call $1",
  ],
  [word("(die api|den webhook|unseren webhook)(?: von [\\p{L}-]+)? aufrufen"), "call $1"],
  [word("die api"), "the API"],
  [word("anreichern|anzureichern|reichere|reichern"), "enrich"],
  // "wenn wir eine Rechnung per E-Mail erhalten": the verb comes last.
  [
    word(
      "(?:wir|ich) ((?:eine|ein|einen) [\\p{L}-]+) per (?:e-?mail|mail) (?:erhalten|bekommen|erhalte|bekomme)",
    ),
    "we receive $1 by email",
  ],
  [word("per (?:e-?mail|mail)"), "by email"],
  [word("per sms"), "by text"],
  // The customer named by the article's case ("schicke dem Kunden eine E-Mail") is the lead.
  [
    word(
      "(?:schicke|sende|schick|send|schicken sie|senden sie) (?:dem|der|den) (?:kunden|kundin|kundinnen|lead|leads|interessenten|interessentin|klienten|klientin|patienten|patientin|gast|gästen) (?:dann |danach |anschließend )?(?:eine|ein) (?:[\\p{L}]+-?)?(?:e-?mail|mail)",
    ),
    "email the customer",
  ],
  // German joins what a message is into its noun ("Willkommens-E-Mail", "Dankesmail"): the
  // pronoun still says it goes to them, and a welcome is still a welcome.
  [
    word(
      "(?:schicke|sende|schick|send|schicken sie|senden sie) (?:ihm|ihr|ihnen) (?:dann |danach |anschließend )?(?:eine|ein) (?:willkommens|begrüßungs)-?(?:e-?mail|mail)",
    ),
    "email them a welcome",
  ],
  [
    word(
      "(?:schicke|sende|schick|send|schicken sie|senden sie) (?:ihm|ihr|ihnen) (?:dann |danach |anschließend )?(?:eine|ein) (?:[\\p{L}]+-?)?(?:e-?mail|mail)",
    ),
    "email them",
  ],
  [
    word("(?:schicke|sende|schick|send|schicken sie|senden sie) (?:ihm|ihr|ihnen) (?:eine )?sms"),
    "text them",
  ],
  [
    word("(?:schicke|sende|schick|send|schicken sie|senden sie) (?:eine|ein) (?:e-?mail|mail)"),
    "email",
  ],
  [
    word(
      "(?:schicke|sende|schick|send|schicken sie|senden sie)(?: (?:ihm|ihr|ihnen))? (?:eine )?sms",
    ),
    "text",
  ],
  [
    word("(?:benachrichtige|informiere|benachrichtigen sie|informieren sie) (?:mich|uns)"),
    "notify me",
  ],
  [word("an (?:den|die|dem) (?:kunden|kundin)|dem kunden|der kundin"), "to the customer"],
  // "antworte dem Interessenten": the prospect who wrote in.
  [word("(?:an )?(?:den|die|dem|der) (?:interessenten|interessentin|interessent)"), "the lead"],
  [word("die firma ist|das unternehmen ist"), "the company is"],
  [word("die firma|das unternehmen|der firma|des unternehmens"), "the company"],
  [
    word("an (?:den|die|dem) (?:manager|managerin|verantwortlichen|chef|chefin|leiter|leiterin)"),
    "to the manager",
  ],
  [
    word(
      "an (?:meinen|meine|unseren|unsere) (?:vertriebler|vertrieblerin|verkäufer|verkäuferin|außendienst)",
    ),
    "to my sales rep",
  ],
  [word("an (?:die )?buchhaltung"), "to the accountant"],
  [word("an mich|mir"), "to me"],
  // The verb comes last in German: "wenn die Nachricht dringend enthält".
  [
    word(
      "(?:ihre|seine|die|eine) nachricht (?:das wort )?([\\p{L}\\p{N}'’-]+) (?:enthält|erwähnt)",
    ),
    "their message contains $1",
  ],
  [word("(?:ihre|seine|die|eine) nachricht"), "their message"],
  [word("nicht (?:enthält|erwähnt|enthalten|erwähnen)"), "does not mention"],
  [word("enthält|erwähnt"), "contains"],
  [word("das wort"), "the word"],
  [
    word(
      "(?:sortiere|sortieren|ordne|ordnen|klassifiziere|klassifizieren|teile|teilen)(?: (?:die|jede|jeden|alle|eingehende|eingehenden|neue|neuen)(?: [\\p{L}-]+)?)? (?:in|nach)",
    ),
    "sort into",
  ],
  [
    word(
      "(?:sortiere|sortieren|ordne|ordnen|klassifiziere|klassifizieren|gruppiere|gruppieren)(?: (?:die|jede|jeden|alle) [\\p{L}-]+)? nach (?:art|typ|kategorie|thema)",
    ),
    "sort them by kind",
  ],
  [
    word(
      "(?:behandle|behandeln) jede (?:art|kategorie|sorte)? ?(?:anders|unterschiedlich|getrennt)|jede (?:art|kategorie) (?:anders|unterschiedlich) behandeln",
    ),
    "handle each differently",
  ],
  // "mit der Bitte um eine Bewertung": a message asking for something, a review most often.
  [
    word("mit der bitte um (?:eine |ihre )?(?:bewertung|rezension)"),
    "asking them to leave a review",
  ],
  [word("mit der bitte um"), "asking them for"],
  [word("die ki|der ki|eine ki|ki"), "the AI"],
  [word("(?:antworte|antworten|beantworte)(?: (?:ihm|ihr|ihnen))?"), "reply"],
  [word("fasse (.+?) zusammen"), "summarize $1"],
  [word("zusammenfassen"), "summarize"],
  [word("mit einer entschuldigung"), "with an apology"],
  [word("beschwerden?"), "complaints"],
  [word("alles andere|alle anderen|den rest"), "everything else"],
  [word("ignorieren|ignoriere|ignorier"), "ignore"],
  [word("(?:eine |die )?rückerstattung"), "a refund"],
  [
    word(
      "(?:füge|fügen sie) (?:ihn|sie|es|den kontakt) (?:ins|zum|in das) crm hinzu|(?:ins|zum|in das) crm (?:eintragen|aufnehmen|hinzufügen)",
    ),
    "add them to the CRM",
  ],
  [word("oder"), "or"],
  [word("aber"), "but"],
  [word("nur"), "only"],
  [word("und"), "and"],
  [word("mit"), "with"],
];

/**
 * Italian, Portuguese and Dutch: the words of conditions, messages and recipients, as for the
 * others. Their messages are written in English (the page has texts for French, Spanish and German
 * only), so only the reading is needed.
 */
const italian: [RegExp, string][] = [
  [
    word("(?:è |sono )?(?:almeno|come minimo|non meno di)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)"),
    "at least",
  ],
  [
    word("(?:è |sono )?(?:al massimo|come massimo|non più di|fino a)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)"),
    "at most",
  ],
  [word("(?:è |sono )?(?:superiore a|maggiore di|più di|oltre|sopra)|supera|superano"), "over"],
  [word("(?:è |sono )?(?:inferiore a|minore di|meno di|sotto)"), "under"],
  [
    word("(?:il |l'|dell'|del )(?:totale|importo|valore)(?: (?:dell'ordine|del pedido))?"),
    "the total",
  ],
  [word("fatture"), "invoices"],
  [word("fattura"), "invoice"],
  [word("altrimenti|in caso contrario|se no"), "otherwise"],
  [
    word("non (?:contiene|contengono|contenga|menziona|menzionano|menzioni|parla di|dice)"),
    "does not mention",
  ],
  [word("non (?:fare|fa|fate) (?:niente|nulla)|nient'altro"), "do nothing"],
  [word("anche"), "also"],
  [word("se (?:è|si tratta di)(?: (?:un|una|uno))?"), "if it's"],
  [word("se"), "if"],
  [word("quando"), "when"],
  [word("contiene|contengono|contenga|menziona|menzionano|menzioni|dice"), "contains"],
  [word("la parola|le parole|il termine"), "the word"],
  [word("(?:il|suo|il suo) (?:messaggio|richiesta)|(?:la|sua|la sua) richiesta"), "their message"],
  [
    word("(?:classifica|smista|ordina|dividi)(?: (?:i|le|ogni) [\\p{L}-]+)? (?:in|tra)"),
    "sort into",
  ],
  [word("(?:rispondi|risponde|rispondere)(?:gli|le)?"), "reply"],
  [word("riassumi|riassumere|fai un riassunto di"), "summarize"],
  [word("reclami|reclamo"), "complaints"],
  [
    word("(?:manda|mandare|invia|inviare|mandi|invii)(?:gli|le)? (?:un'|una )(?:e-?mail|mail)"),
    "email",
  ],
  [
    word("(?:manda|mandare|invia|inviare|mandi|invii)(?:mi|ci) (?:un'|una )(?:e-?mail|mail)"),
    "email me",
  ],
  [word("(?:manda|mandare|invia|inviare|mandi|invii)(?:mi|ci) (?:un )?sms"), "text me"],
  [word("(?:manda|mandare|invia|inviare|mandi|invii)(?:gli|le)? (?:un )?sms"), "text"],
  // "manda al cliente un'email": whom before what, read as the verb of what is sent.
  [
    word(
      "(?:manda|mandare|invia|inviare|mandi|invii) (?:al|alla|ai|alle) (?:cliente|clienti) (?:un'|una )(?:e-?mail|mail)",
    ),
    "email the customer",
  ],
  [
    word(
      "(?:manda|mandare|invia|inviare|mandi|invii) (?:al|alla|ai|alle) (?:cliente|clienti) (?:un )?sms",
    ),
    "text the customer",
  ],
  [
    word("(?:manda|mandare|invia|inviare|mandi|invii) (?:al|alla|ai|alle) (?:cliente|clienti)"),
    "send to the customer",
  ],
  [word("(?:un'|una )(?:e-?mail|mail)"), "an email"],
  [word("un sms"), "a text"],
  [word("(?:al|alla|ai|alle|il|la|i|le) (?:cliente|clienti)"), "the customer"],
  [/(?<![\p{L}])(?:al|a)\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  [word("avvisando che|dicendo che|per dir(?:gli|le) che"), "telling them that"],
  [word("per email|via email|per e-mail"), "by email"],
  [word("per sms|via sms"), "by text"],
  // "un SMS a Giulia": to a person named.
  [/(?<![\p{L}])a\s+(?=\p{Lu})/gu, ""],
  [word("con"), "with"],
  [word("ma"), "but"],
  [word("solo|soltanto"), "only"],
  [word("e|ed"), "and"],
  [word("o|oppure"), "or"],
];

const portuguese: [RegExp, string][] = [
  [
    word(
      "(?:for |é |são |estiver )?(?:pelo menos|no mínimo|não menos de)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at least",
  ],
  [
    word("(?:for |é |são |estiver )?(?:no máximo|não mais de|até)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)"),
    "at most",
  ],
  [
    word(
      "(?:for |é |são |estiver )?(?:acima de|maior que|maior do que|superior a|mais de)|ultrapassar|ultrapassa|passar de",
    ),
    "over",
  ],
  [
    word("(?:for |é |são |estiver )?(?:abaixo de|menor que|menor do que|inferior a|menos de)"),
    "under",
  ],
  [
    word(
      "(?:o |do )?valor(?: do pedido| da compra| da encomenda)?|(?:o |do )?total(?: do pedido)?",
    ),
    "the amount",
  ],
  // "se o orçamento for acima de 1000": what the lead says it can spend, a field of its own.
  [word("(?:o |seu |do |um )?orçamento"), "the budget"],
  [word("faturas"), "invoices"],
  [word("fatura"), "invoice"],
  [word("caso contrário|senão|se não|do contrário"), "otherwise"],
  [
    word("não (?:contém|contêm|contiver|menciona|mencionam|mencionar|diz|disser|fala de)"),
    "does not mention",
  ],
  [word("não (?:faça|faz|fazer|faça) nada|nada a fazer"), "do nothing"],
  [word("também"), "also"],
  [word("se (?:for|é|se tratar de)(?: (?:um|uma))?"), "if it's"],
  [word("se"), "if"],
  [word("quando"), "when"],
  [word("contém|contêm|contiver|menciona|mencionam|mencionar|diz|disser"), "contains"],
  [word("a palavra|as palavras|o termo"), "the word"],
  [word("(?:a |sua |a sua )?mensagem|(?:o |seu |o seu )?pedido de"), "their message"],
  [
    word(
      "(?:classifique|classifica|classificar|separe|separa|ordene)(?: (?:as|os|cada) [\\p{L}-]+)? (?:em|entre)",
    ),
    "sort into",
  ],
  // "uma resposta de IA": what the AI writes, as "an AI answer" says it.
  [
    word(
      "(?:uma |a )?resposta (?:de|da|por|com) (?:IA|I\\.A\\.)|(?:uma |a )?resposta gerada por (?:IA|I\\.A\\.)",
    ),
    "an AI answer",
  ],
  [word("(?:ao|à|para o|para a) (?:lead|leads|contato|contatos|contacto)"), "to the lead"],
  [word("(?:o|a|os) (?:lead|leads|contato|contatos)"), "the lead"],
  [word("(?:responda|responde|responder)(?:-lhe)?"), "reply"],
  [word("resuma|resume|resumir|faça um resumo de"), "summarize"],
  [word("reclamações|reclamação|queixas?"), "complaints"],
  [
    word(
      "(?:mande|manda|mandar|envie|envia|enviar) (?:ao|à|para o|para a) (?:cliente|clienta) (?:um )?(?:e-?mail)",
    ),
    "email the customer",
  ],
  [
    word(
      "(?:mande|manda|mandar|envie|envia|enviar) (?:ao|à|para o|para a) (?:cliente|clienta) (?:um )?sms",
    ),
    "text the customer",
  ],
  [word("(?:mande|manda|mandar|envie|envia|enviar)(?:-me| me) (?:um )?(?:e-?mail)"), "email me"],
  [word("(?:mande|manda|mandar|envie|envia|enviar)(?:-me| me) (?:um )?sms"), "text me"],
  [word("(?:mande|manda|mandar|envie|envia|enviar)(?:-lhe)? (?:um )?(?:e-?mail)"), "email"],
  [word("(?:mande|manda|mandar|envie|envia|enviar)(?:-lhe)? (?:um )?sms"), "text"],
  [word("(?:para|ao|à|a) (?:o |a )?(?:cliente|clientes|clienta)"), "to the customer"],
  [word("(?:o|a|os|as) (?:cliente|clientes|clienta)"), "the customer"],
  [/(?<![\p{L}])(?:para|no|ao)\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  [/(?<![\p{L}])para\s+(?=[\w.+-]+@)/giu, "to "],
  [word("avisando que|dizendo que|informando que|para dizer que"), "telling them that"],
  [word("por e-?mail"), "by email"],
  [word("por sms"), "by text"],
  [word("com"), "with"],
  [word("mas"), "but"],
  [word("só|somente|apenas"), "only"],
  [word("e"), "and"],
  [word("ou"), "or"],
];

const dutch: [RegExp, string][] = [
  // "als het bedrijf Acme is": the verb comes last in Dutch; the check reads as English puts it.
  [
    word(
      "(?:als|indien|wanneer) (?:het|de|hun) (?:bedrijf|firma|onderneming|bedrijfsnaam) (.+?) is(?= *[,;:]| +(?:dan|stuur|mail|sms|voeg|doe)\\b)",
    ),
    "if the company is $1",
  ],
  // "stuur de lead een e-mail": the lead (or customer) named before the message is its recipient.
  [
    word(
      "(?:stuur|verstuur|mail|stuurt) (?:de|het|onze|mijn)? ?(?:lead|leads|klant|klanten|cliënt|patiënt) (?:een )?(?:e-?mail|mail|mailtje)",
    ),
    "email the lead",
  ],
  [
    word(
      "(?:stuur|verstuur|stuurt) (?:de|het|onze|mijn)? ?(?:lead|leads|klant|klanten|cliënt|patiënt) (?:een )?sms",
    ),
    "text the lead",
  ],
  [
    word(
      "(?:is |zijn )?(?:minstens|ten minste|minimaal|niet minder dan)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at least",
  ],
  [
    word(
      "(?:is |zijn )?(?:hoogstens|maximaal|ten hoogste|niet meer dan|tot)(?=\\s*(?:R?\\$|€|£)?\\s?\\d)",
    ),
    "at most",
  ],
  [word("(?:is |zijn )?(?:meer dan|groter dan|hoger dan|boven)"), "over"],
  [word("(?:is |zijn )?(?:minder dan|kleiner dan|lager dan|onder)"), "under"],
  [word("facturen"), "invoices"],
  [word("factuur"), "invoice"],
  [word("anders|zo niet"), "otherwise"],
  [word("(?:doe|niets doen) niets|niets doen"), "do nothing"],
  [word("ook"), "also"],
  [word("als|indien"), "if"],
  [word("wanneer|zodra"), "when"],
  [word("niet (?:bevat|noemt|vermeldt)"), "does not mention"],
  [word("bevat|noemt|vermeldt"), "contains"],
  [word("het woord|de woorden|de term"), "the word"],
  [word("(?:het|hun|zijn|haar) bericht"), "their message"],
  // "in drie soorten": the count of kinds is no kind.
  [
    word(
      "(?:sorteer|sorteren|deel|verdeel|classificeer|rangschik)(?: (?:de|alle|elk|elke))?(?: [\\p{L}-]+)?(?: (?:berichten|aanvragen|mails|e-mails))? (?:in|naar)(?: (?:twee|drie|vier|vijf) (?:soorten|types|categorieën|groepen))?",
    ),
    "sort into",
  ],
  [word("(?:beantwoord|antwoord)(?: (?:hem|haar|hen))?"), "reply"],
  [word("vat (.+?) samen|samenvatten"), "summarize $1"],
  [word("klachten"), "complaints"],
  [
    word("(?:stuur|mail|verstuur)(?: (?:mij|me|ons))? (?:een )?(?:e-?mail|mail)(?= (?:naar|aan))"),
    "email",
  ],
  [word("(?:mail|e-?mail) (?:naar|aan)"), "email"],
  [word("(?:stuur|verstuur)(?: (?:mij|me|ons))? (?:een )?sms"), "text"],
  [word("sms (?:naar|aan)"), "text"],
  [/(?<![\p{L}])op\s+(?=\+?\d[\d ().-]{5,}\d)/giu, "at "],
  [word("(?:de|het) (?:klant|klanten)"), "the customer"],
  [word("met"), "with"],
  [word("maar"), "but"],
  [word("alleen"), "only"],
  [word("en"), "and"],
  [word("of"), "or"],
];

/** Words only French or only Spanish uses often: which of the two, if either, a request is in. */
const frenchWords = word(
  "le|les|des|une|et|est|pour|nous|vous|avec|quand|sinon|mentionne|envoie|envoie-moi|merci|bonjour|notre|nos|lui|dans|qui|au|aux|je|son|sa|si|contient|envoyez|courriel|prévenez|client|ou|chacun|chacune|différemment|triez|trier|classez|facture|factures|facturation|données|dépasse|ajouter|envoyer|responsable|commercial|l'ajouter|réclamation|remboursement|à|classe|classez|plainte|plaintes|commande|commandes|demande|demandes|réservation",
);
const spanishWords = word(
  "el|los|las|una|y|es|para|cuando|por|con|mi|al|del|gracias|hola|tengo|quiero|que|se|le|contiene|envía|envíame|envíale|mándame|mándale|correo|avísame|mensaje|cliente|clasifica|ventas|soporte|facturación|factura|facturas|supera|datos|llega|agrégalo|mensajes|queja|reembolso|pedido|pedidos|importe|llegue|la|tiene|tienen|más|empresa|empleados|presupuesto|envíe|mande|llegan",
);

const italianWords = word(
  "il|lo|gli|della|dello|non|contiene|messaggio|manda|mandami|inviami|totale|importo|ordine|arriva|scrive|nuovo|nuova|supera|altrimenti|cliente|clienti|parola|nostro|nostra|sono|anche|quando|oppure|un'email|preventivo|fattura",
);
const portugueseWords = word(
  "ao|com|resposta|responda|o|os|um|uma|não|mensagem|mande|envie|caso|contrário|valor|acima|abaixo|pedido|cliente|avisando|para|frete|grátis|também|quando|senão|palavra|você|nosso|nossa|do|da|dos|das",
);
const dutchWords = word(
  "het|een|en|van|naar|als|wanneer|stuur|sorteer|berichten|bericht|soorten|klant|klanten|niet|anders|alleen|ook|met|zijn|offerte|klacht|op|voor|onze|ons",
);

const germanWords = word(
  "und|oder|wenn|falls|sonst|erwähnt|enthält|schick|der|die|das|ein|eine|einen|mit|mich|uns|ist|über|bitte|kunde|kunden|nachricht|nachrichten|rechnung|schicke|sende|ins|an|per|für|ich|wir|sortiere|jede|anders|summe|daten|ankommt|eintragen|beschwerde|mitarbeiter|hat|mehr|als|firma|unternehmen",
);

/** The language a request is written in, when the page has message texts for it. */
export type Language = "fr" | "es" | "de";
/** The languages a request is read in; messages of the last three are written in English. */
export type ReadLanguage = Language | "it" | "pt" | "nl";

const rulesOf: Record<ReadLanguage, [RegExp, string][]> = {
  fr: french,
  es: spanish,
  de: german,
  it: italian,
  pt: portuguese,
  nl: dutch,
};

/**
 * Which language a request is read in. Spanish, Italian and Portuguese share many short words, so
 * each is counted by the words only it uses often, and a tie reads as none.
 */
export function readLanguageOf(text: string): ReadLanguage | null {
  const count = (re: RegExp) => new Set([...text.matchAll(re)].map((m) => m[0].toLowerCase())).size;
  const counts: [ReadLanguage, number][] = [
    ["fr", count(frenchWords)],
    ["es", count(spanishWords)],
    ["de", count(germanWords)],
    ["it", count(italianWords)],
    ["pt", count(portugueseWords)],
    ["nl", count(dutchWords)],
  ];
  const [first, second] = counts.sort((a, b) => b[1] - a[1]);
  // Four of a language's words tell it in a request of any length; a short one ("envía un correo
  // a ventas@…") has fewer words in all, and a third of them is as plain a sign.
  const words = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ").match(/\p{L}+/gu)?.length ?? 0;
  const enough = Math.min(4, Math.max(2, Math.ceil(words / 3)));
  if (first[1] < enough || first[1] === second[1]) return null;
  return first[0];
}

export function languageOf(text: string): Language | null {
  const language = readLanguageOf(text);
  return language === "fr" || language === "es" || language === "de" ? language : null;
}

/**
 * Whether `typed` is `word` with one letter left out or two neighbours swapped ("weddng",
 * "wedidng" for "wedding"): the slips a hurried visitor makes in a word they spell right
 * elsewhere. A letter changed is not counted ("same" and "save" are both words), nor a last letter
 * left out (a singular and its plural).
 */
export function spelledAs(typed: string, word: string): boolean {
  if (typed.length < 4 || typed === word) return false;
  // Not the last letter: "complaint" is the singular of "complaints", not a slip.
  if (word.length === typed.length + 1) {
    for (let i = 0; i < word.length - 1; i++)
      if (word.slice(0, i) + word.slice(i + 1) === typed) return true;
  }
  if (word.length === typed.length) {
    for (let i = 0; i + 1 < word.length; i++)
      if (
        word[i] !== word[i + 1] &&
        word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) === typed
      )
        return true;
  }
  return false;
}

/**
 * A sum as the engine compares it: "$1,200" is 1200, and so is "1.200" or "1.200,50" as Italian,
 * Portuguese, German and Dutch write thousands (groups of three after a dot); "4.90" stays.
 */
export function sumOf(text: string): string {
  const bare = text.replace(/[$\s]/g, "").replace(/[.,]$/, "");
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(bare)) return bare.replace(/\./g, "").replace(",", ".");
  return bare.replace(/,/g, "");
}

/** An address or link is the visitor's as typed: "u@acme.com" keeps its "u". */
const typedToken = /(\S+@\S+|https?:\/\/\S+)/;

/** Quotes of every kind around a word to look for are the plain ones. */
const quotes: [RegExp, string][] = [
  [/«\s*/g, '"'],
  [/\s*»/g, '"'],
  [/[“”„]/g, '"'],
];

/**
 * Words in quotes are the visitor's to look for as written ('facture' is not "invoice"): an
 * opening quote no letter comes before, a closing one no letter comes after ("s'il" is no quote).
 */
const quotedToken = /((?<![\p{L}])['‘"][^'‘’"\n]{1,60}?['’"](?![\p{L}]))/u;

export function readable(request: string): string {
  const language = readLanguageOf(request);
  const rules = [...(language ? rulesOf[language] : []), ...spellings];
  let quoted = request;
  for (const [from, to] of quotes) quoted = quoted.replace(from, to);
  // German says the verb after what is looked for ("„Termin absagen“ nicht enthält"): put it
  // before the quote, so the quoted words stay whole and the verb is still read.
  if (language === "de")
    quoted = quoted.replace(
      /("[^"\n]{1,60}")\s+(nicht\s+)?(enthält|erwähnt|enthalten|erwähnen|steht|stehen|vorkommt|vorkommen)(?![\p{L}])/giu,
      (_, q: string, not: string | undefined, verb: string) => `${not ?? ""}${verb} ${q}`,
    );
  const kept = new RegExp(`${typedToken.source}|${quotedToken.source}`, "u");
  return quoted
    .split(kept)
    .filter((part) => part !== undefined)
    .map((part, i, parts) => {
      if (i % 2 === 1) return part;
      let text = part;
      for (const [from, to] of rules) text = text.replace(from, to);
      // "avísame a recepcion@…", "écrivez à contact@…": the address to write to.
      if (language && parts[i + 1]?.includes("@"))
        text = text.replace(/(?<!\p{L})(?:[aà]|para|naar|aan)\s+$/u, "at ");
      return text;
    })
    .join("");
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const unstorable = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const lineBreaks = /[\t\n\r\u0085\u2028\u2029]+/g;

/**
 * Text written from a request with what no workflow may hold taken out: the control characters
 * and lone surrogates every request refuses, and the direction controls the editor refuses (ADR
 * 0035, 0059). A suggestion is saved as it comes, so what it repeats of the request must pass the
 * same check; `oneLine` for a name, which is one line.
 */
export function typeable(text: string, { oneLine = false } = {}): string {
  const clean = text.replace(unstorable, " ").replace(loneSurrogate, " ");
  return oneLine ? clean.replace(lineBreaks, " ").replace(/ {2,}/g, " ") : clean;
}

/**
 * `text` within `max` characters: whole, or cut at the last space before the limit, with an
 * ellipsis to say so: a word is never cut in two, unless it is the only one (a long address, a
 * long word with nothing before it). A cut never splits an emoji (a surrogate pair) or a
 * {{field}} placeholder, which would then be neither the field nor its text.
 */
export function clip(text: string, max: number): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  let cut = whole.slice(0, max - 1);
  // The word the limit falls in is left out whole (the space right after the cut says it ended).
  const space = /\s/.test(whole[max - 1] ?? "") ? cut.length : cut.search(/\s+\S*$/);
  if (space > 0) cut = cut.slice(0, space);
  cut = cut
    .replace(/[\ud800-\udbff]$/, "")
    .replace(/\{\{[^}]*\}?$/, "")
    .replace(/[\s,;:(–—-]+$/, "");
  return `${cut}…`;
}
