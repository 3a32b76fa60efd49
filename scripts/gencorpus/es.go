package main

// Spanish families: Spain. Written here.

var (
	esBanks = []string{
		"BBVA;bbva.es;bbva", "CaixaBank;caixabank.es;caixabank", "Santander;bancosantander.es;santander", "Banco Sabadell;bancsabadell.com;sabadell",
		"ING;ing.es;ing", "Bankinter;bankinter.com;bankinter", "Unicaja;unicajabanco.es;unicaja", "Openbank;openbank.es;openbank",
		"Abanca;abanca.com;abanca", "Kutxabank;kutxabank.es;kutxabank", "Revolut;revolut.com;revolut",
	}
	esMerchants = []string{"AMAZON.ES", "MERCADONA", "EL CORTE INGLES", "CARREFOUR", "ZARA", "GLOVO", "RENFE", "MEDIAMARKT", "DECATHLON",
		"LIDL", "REPSOL", "PRIMARK", "IKEA", "ALIEXPRESS", "CABIFY", "LEROY MERLIN", "DIA", "FNAC"}
	esCities = []string{"Madrid", "Barcelona", "Valencia", "Sevilla", "Zaragoza", "Málaga", "Bilbao", "Murcia", "Alicante", "Granada", "Valladolid", "Palma"}
)

func init() {
	langSlots["es"] = map[string]func(*ctx) string{
		"merchant": func(c *ctx) string { return c.pick(esMerchants) },
		"city":     func(c *ctx) string { return c.pick(esCities) },
		"rel":      func(c *ctx) string { return c.pick([]string{"mamá", "Mamá", "mama", "papá", "Papá", "mami"}) },
		"device": func(c *ctx) string {
			return c.pick([]string{"iPhone 15", "Samsung Galaxy S24", "PC con Windows", "MacBook", "Xiaomi Redmi", "iPad", "Chrome en Windows"})
		},
		"country": func(c *ctx) string {
			return c.pick([]string{"Marruecos", "Rusia", "Vietnam", "Brasil", "Rumanía", "Nigeria", "China", "Colombia"})
		},
	}

	// ---------------------------------------------------------------- scams: phishing_bank
	scam("es-sms-banco-cuenta-bloqueada", "phishing_bank", tab{"brand;dom;bt": esBanks},
		"{brand}: su tarjeta ha sido bloqueada temporalmente por actividad inusual. Verifique su identidad para reactivarla: {surl}",
		"{brand}: hemos detenido un pago de {amtm} en {merchant}. Si NO ha sido usted, anule la operación aquí: {surl}",
		"Estimado cliente, su acceso a la banca online de {brand} ha sido suspendido. Actualice sus datos en las próximas 24 horas: {surl}",
		"{brand} INFORMA: se ha registrado un nuevo dispositivo en su cuenta el {date}. ¿No ha sido usted? {surl}",
		"{brand}: por su seguridad debe activar la nueva clave de firma digital antes del {date}. Acceda: {surl}",
		"Se ha añadido un nuevo destinatario ({fullname}) a su cuenta {brand}. Si no lo reconoce, cancele en {surl}",
		"{brand}: su cuenta será limitada por no completar la verificación. Evite el bloqueo: {surl}",
		"Aviso {brand}: un cargo de {amtm} está pendiente de autorización. Para rechazarlo acceda a {surl}",
	)
	scam("es-email-banco-verificacion", "phishing_bank", tab{"brand;dom;bt": append(esBanks, "PayPal;paypal.com;paypal")},
		"Subject: Acción requerida: verifique su cuenta\nEstimado/a cliente:\n\nDe acuerdo con la normativa europea PSD2, debe confirmar sus datos antes del {date}. Si no lo hace, el acceso a su banca online quedará restringido.\n\nVerificar ahora: {hurl}\n\nGracias por confiar en nosotros.\nServicio de Atención al Cliente {brand}",
		"Subject: Actividad de acceso inusual\nHola {name}:\n\nHemos detectado un intento de acceso desde un dispositivo desconocido ({device}, {country}). Por su protección hemos bloqueado temporalmente su cuenta.\n\nPara desbloquearla, confirme su identidad: {hurl}\n\nSi no lo hace en 48 horas, su tarjeta será cancelada.\n\nAtentamente,\n{brand}",
		"Subject: Tiene un nuevo mensaje seguro\n{brand} - Buzón seguro\n\nTiene un documento importante sobre su cuenta. Por seguridad solo puede verlo tras identificarse: {hurl}\n\nPor favor, no responda a este correo.",
		"Subject: Reembolso de {amt} pendiente\nHola {name} {last}:\n\nSe le ha cobrado dos veces una misma operación. Tiene un reembolso de {amt} pendiente.\n\nPara recibirlo, confirme la tarjeta en la que desea el abono: {hurl}\n\n{brand}",
		"Subject: Último aviso antes del cierre de su cuenta\nEstimado cliente,\nsus datos no están actualizados según la normativa de prevención de blanqueo. Su cuenta se cerrará el {date} y los fondos quedarán bloqueados.\nActualizar datos: {hurl}\nReferencia: {ref}",
	)

	// ---------------------------------------------------------------- scams: phishing_other
	scam("es-sms-dgt-multa", "phishing_other", tab{"brand;dom;bt": {"DGT;dgt.es;dgt", "Dirección General de Tráfico;dgt.es;dgt", "Sede DGT;sede.dgt.gob.es;sededgt"}},
		"{brand}: tiene una multa pendiente de {amtr}. Si no la abona antes del {date} se aplicará un recargo. Pague aquí: {surl}",
		"{brand}: notificación de sanción n.º {ref} por exceso de velocidad. Consulte y pague con un 50 % de descuento: {surl}",
		"Aviso de la {brand}: su vehículo {plate_es} tiene una infracción sin pagar. Evite el embargo: {surl}",
		"Último aviso: su multa de tráfico no ha sido abonada. Para evitar la retirada de puntos, pague en {surl}",
		"{brand}: tiene una notificación pendiente en su Dirección Electrónica Vial. Acceda antes del {date}: {surl}",
		"Peaje pendiente de pago en la AP-7. Abone {fee} en 48h para evitar la sanción: {surl}",
	)
	scam("es-email-agencia-tributaria", "phishing_other", tab{"brand;dom;bt": {"Agencia Tributaria;agenciatributaria.gob.es;agenciatributaria", "AEAT;agenciatributaria.gob.es;aeat", "Hacienda;agenciatributaria.gob.es;hacienda"}},
		"Subject: Devolución de la Renta pendiente\nEstimado contribuyente:\n\nTras revisar su declaración, tiene derecho a una devolución de {amtm}.\n\nPara recibirla, complete el formulario antes del {date}: {hurl}\n\n{brand}",
		"Subject: Notificación de la Agencia Tributaria - ref. {ref}\nLe informamos de que se ha detectado un error en su declaración. La cantidad de {amtm} le será devuelta tras verificar sus datos bancarios.\nAcceder: {hurl}",
		"Subject: Requerimiento: deuda pendiente\nNo hemos recibido el pago de {amtm}. Se aplicará un recargo del 20 % si no regulariza su situación en 48 horas.\nPagar ahora: {hurl}\n{brand}",
		"Subject: Actualice sus datos fiscales\nHola {name},\nDebe actualizar sus datos antes del {date} para evitar una sanción. {hurl}\nAgencia Estatal de Administración Tributaria",
		"Subject: Su borrador de la declaración está disponible\nDescargue su borrador y confirme el reembolso de {amtm} en el siguiente enlace: {hurl}\nEste enlace caduca en 24 horas.",
	)
	scam("es-sms-seguridad-social", "phishing_other", tab{"brand;dom;bt": {"Seguridad Social;seg-social.es;segsocial", "SEPE;sepe.es;sepe", "Bizum;bizum.es;bizum"}},
		"{brand=SEPE}{brand}: tiene una ayuda de {amtm} pendiente de cobro. Solicítela antes del {date}: {surl}",
		"{brand={SEPE|Seguridad Social}}{brand}: su prestación ha sido suspendida por falta de documentación. Regularice aquí: {surl}",
		"Ha recibido un Bizum de {amtm}. Para aceptarlo, confirme sus datos en {surl}",
		"{brand=Seguridad Social}{brand}: su tarjeta sanitaria europea caduca. Renuévela ahora: {surl}",
		"{brand=Bizum}{brand}: su cuenta Bizum será desactivada por seguridad. Verifique su número: {surl}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	esCarriersScam := []string{"Correos;correos;correos.es", "SEUR;seur;seur.com", "MRW;mrw;mrw.es", "GLS;gls;gls-spain.es", "DHL;dhl;dhl.es",
		"UPS;ups;ups.com", "Correos Express;correosexpress;correosexpress.com", "Nacex;nacex;nacex.es", "CTT;ctt;cttexpress.com"}
	scam("es-sms-paquete-aduana", "fake_delivery", tab{"brand;bt;dom": esCarriersScam},
		"{brand}: su paquete no ha podido ser entregado por una dirección incompleta. Actualícela en 24 horas: {surl}",
		"{brand}: su envío está retenido. Debe abonar {fee} de gastos de aduana: {surl}",
		"Su paquete {trk} está en nuestro almacén y no se puede entregar. Confirme sus datos: {surl}",
		"{brand}: no hemos podido entregar su paquete hoy. Programe una nueva entrega: {surl}",
		"Hola, tu paquete te espera. Quedan {fee} de gastos de envío pendientes antes del {date}: {surl}",
		"{brand}: último aviso antes de devolver su envío al remitente. {surl}",
		"{brand}: su pedido está en espera por falta de pago de tasas. Pague y elija fecha: {surl}",
	)
	scam("es-email-envio-retenido", "fake_delivery", tab{"brand;bt;dom": esCarriersScam, "origin": {"China", "Reino Unido", "Estados Unidos", "Hong Kong", "Suiza"}},
		"Subject: Su envío {trk} está retenido en aduanas\nEstimado cliente:\n\nSu paquete procedente de {origin} ha llegado a nuestras instalaciones, pero no puede liberarse hasta el pago de los aranceles de {fee}.\n\nPagar tasas: {hurl}\n\nLos envíos no pagados se devuelven en 5 días.\n\n{brand}",
		"Subject: Entrega fallida - acción necesaria\nHola {name}:\nNuestro repartidor intentó entregar su paquete {trk} el {date}, pero no se pudo confirmar la dirección.\nActualice sus preferencias y abone {fee}: {hurl}",
		"Subject: Franqueo insuficiente\nTenemos un envío a su nombre con franqueo insuficiente ({fee} pendientes).\nPara recibirlo, pague en línea: {hurl}\nReferencia: {ref}",
		"Subject: Su paquete será devuelto\n{name}, tras dos intentos de entrega su paquete ({trk}) será devuelto el {date2}. Para recibirlo, confirme su dirección y abone {fee}: {hurl}",
		"Subject: Factura de IVA de importación\nAdjuntamos la factura del IVA de su envío desde {origin}.\nImporte: {fee}\nPago con tarjeta: {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("es-sms-numero-equivocado", "romance_scam", tab{},
		"Hola, ¿eres {name}? Soy {fname}, nos conocimos en la clase de yoga la semana pasada",
		"Hola {name}, ¿seguimos con la cena a las {time}? 😊",
		"Perdona, ¿quién eres? Tengo tu número guardado como {name}... Encantada, soy {fname} y vivo en {city}",
		"¡Hola {name}! Cuánto tiempo, ¿sigues viviendo en {city}?",
		"Buenos días, creo que me he equivocado de número, pero pareces simpático. Me llamo {fname}, ¿de dónde eres?",
		"Hola, ¿es usted el señor {last}? Soy {name2}, de la inmobiliaria. ¿Sigue disponible el piso para verlo el {day}?",
		"Hola {name}, ¿llegaste bien a casa anoche?",
	).note = "no link; first message of a pig-butchering conversation"
	scam("es-email-romance-extranjero", "romance_scam", tab{"job": {"ingeniero en una plataforma petrolífera", "médico militar en misión de la ONU", "capitán de barco", "arquitecto viudo trabajando en Dubái", "cirujano en una ONG"}},
		"{name={fname}}Subject: Hola desde lejos\nHola querida,\n\nVi tu perfil y no dejo de pensar en tu sonrisa. Me llamo {mname}, soy {job}. Busco una relación seria. Escríbeme a {replyto}.\n\n{mname}",
		"{name={fname}}Subject: Necesito tu ayuda, mi amor\nMi querida {name}:\n\nMis cuentas están bloqueadas hasta que termine el contrato y necesito {amtm} para el billete de avión para conocerte por fin. ¿Puedes enviármelo por Western Union o con tarjetas regalo? Te lo devuelvo en cuanto llegue.\n\nSiempre tuyo,\n{mname}",
		"{name={fname}}Subject: Mi corazón es tuyo\nBuenos días, mi reina:\nQuiero enviarte un paquete con mis ahorros y algo de oro para que lo guardes. El diplomático solo necesita que pagues los gastos de envío de {amtm}.\nCon amor, {mname}",
		"{name={fname}}Subject: No me ignores\n{name}:\nSé que solo hablamos desde hace tres semanas pero te quiero. Estoy atrapado en el aeropuerto, la aduana retiene mi equipaje y pide {amtm}. Eres la única persona en quien confío.\n{mname}",
		"{name={fname}}Subject: Te vi en Facebook\nHola, soy {mname}, 49 años, {job}. Tu perfil me encantó. No entro mucho aquí, escríbeme por WhatsApp al {intl}.",
	)

	// ---------------------------------------------------------------- scams: investment_scam
	scam("es-sms-cripto-inversion", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Bit2Me;bit2me", "Crypto.com;cryptocom"}},
		"Convierte {amtr} en {amtm} en 7 días con nuestro robot de trading con IA. Ganancias garantizadas, sin experiencia. Regístrate: {surl}",
		"¡Enhorabuena! Tu cuenta {brand} ha generado {btc} BTC. Retira tus ganancias antes de que caduquen: {surl}",
		"Hola, soy {fname}, asistente del profesor {last}. Nuestro grupo gratuito de bolsa ganó un 38 % la semana pasada. Agrégame en WhatsApp {intl}",
		"{brand}: eres elegible para un airdrop de tokens gratis antes del {date}: {surl}",
		"Inversión segura al {percent} % mensual, capital garantizado, retira cuando quieras. Plazas limitadas: {short}",
		"Hola, soy {name2}. Mi tío trabaja en un fondo y gané {amtl} el mes pasado en esta plataforma. ¿Te enseño? {surl}",
	)
	scam("es-email-inversion-garantizada", "investment_scam", tab{"org": {"Inversiones Ibéricas Capital", "Gestión Patrimonial Global", "Fondo Oro Seguro", "Alpha Trading Europa", "Horizonte Finanzas"}},
		"Subject: Depósito al 9 % garantizado\nHola {name}:\n\nAproveche nuestro depósito exclusivo al 9 % TAE, sin comisiones y con capital garantizado. Oferta solo para los 50 primeros clientes.\n\nSolicitar simulación: {hurl}\n\n{org}",
		"Subject: Su rentabilidad de {amtm} está disponible\nEstimado inversor:\nSu cartera ha generado {amtm} este mes. Para retirar los beneficios debe abonar una comisión de desbloqueo de {amtr}.\nSu asesor: {fullname}, {tel}",
		"Subject: Invierta en oro físico con un 12 % anual\nNuestras inversiones en oro ofrecen un 12 % anual sin riesgo. Un asesor le llamará gratis. Deje sus datos: {hurl}",
		"Subject: Verifique su wallet\nEstimado usuario:\nPor una actualización normativa, todas las carteras deben verificarse antes del {date}. Introduzca su frase de recuperación para evitar el bloqueo: {hurl}",
		"Subject: Oportunidad única en acciones preOPV\nHola,\nLe ofrecemos acciones antes de su salida a bolsa con rentabilidad garantizada del {percent} %. Oferta válida hasta el {date}. Contacto: {fullname}, {tel}.\n{org}",
	)

	// ---------------------------------------------------------------- scams: tech_support
	scam("es-email-soporte-renovacion", "tech_support", tab{"brand;bt": {"Norton 360;norton", "McAfee;mcafee", "Avast Premium;avast", "Microsoft 365;office365", "Total AV;totalav"}},
		"Subject: Su suscripción a {brand} se ha renovado\nFactura n.º {ref}\n\nHola {name}:\nGracias por renovar. Hoy se han cargado {amtm} en su cuenta por 3 años de protección.\n\nSi no ha autorizado esta renovación, llame a nuestro departamento de facturación en 24 horas: {tel}",
		"Subject: Confirmación de pedido {ref}\nHola:\nSu renovación automática de {brand} (5 dispositivos) se ha procesado.\nImporte: {amtm}\nPara cancelar y recibir el reembolso, llámenos al {tel}.",
		"Subject: Pago recibido - gracias\nConfirmamos la recepción de {amtm} por su plan anual de {brand}.\nSi no ha realizado este pago, llame al {tel} para reclamarlo. Los reembolsos solo son posibles durante 24 horas.",
		"Subject: {brand} - Factura {invoice}\n¡Gracias por su compra!\nProducto: {brand} Premium, 1 año\nTotal: {amtm}\n¿Dudas sobre el pedido? Soporte 24/7 en el {tel}.",
	).note = "call-back scam with no link"
	scam("es-sms-soporte-virus", "tech_support", tab{"brand": {"Microsoft", "Apple", "Windows", "iCloud", "Movistar"}},
		"{brand=Apple}Soporte {brand}: su cuenta de iCloud ha sido vulnerada y sus fotos podrían publicarse. Llame ya al {tel}.",
		"AVISO: su dispositivo está infectado con 3 virus. No apague el ordenador. Llame a los técnicos de {brand} al {tel}.",
		"{brand}: se ha realizado una compra de {amtm} con su ID. Si no la reconoce, llame al {tel}.",
		"Alerta de seguridad {brand}: actividad sospechosa en su IP {ip}. Su licencia será bloqueada. Llame al {prem}.",
		"{brand}: hemos detectado un intento de hackeo en su equipo. Un técnico le ayudará a eliminarlo, llame al {tel}.",
	)

	// ---------------------------------------------------------------- scams: lottery
	scam("es-sms-premio-sorteo", "lottery", tab{"brand;bt": {"Mercadona;mercadona", "El Corte Inglés;elcorteingles", "Movistar;movistar", "Vodafone;vodafone", "Lidl;lidl", "Amazon;amazon", "Carrefour;carrefour"},
		"prize": {"iPhone 16 Pro", "cheque regalo de 500 €", "televisor 4K", "Dyson Airwrap", "patinete eléctrico", "robot de cocina"}},
		"¡Enhorabuena! Su número ha sido elegido en el sorteo de {brand}. Ha ganado un {prize}. Para reclamarlo llame al {prem} (ref. {ref})",
		"¡Has ganado un {prize}! Solo paga {fee} de gastos de envío para recibirlo: {surl}",
		"Estimado cliente de {brand}, ha sido seleccionado para recibir un {prize} gratis. Reclámelo en 24h: {surl}",
		"{brand}: tus {cnt}.000 puntos caducan hoy. Cámbialos por un {prize}: {surl}",
		"ÚLTIMO AVISO: su {prize} sigue sin reclamar. Llame al {prem} (coste 1,21 €/min).",
		"¡Eres el visitante 1.000.000! Responde 3 preguntas y llévate tu {prize}: {surl}",
	)
	scam("es-email-loteria", "lottery", tab{"org": {"Lotería Internacional EuroMillones", "Sorteo El Gordo Internacional", "Departamento de Premios Microsoft", "Promoción Mundial Coca-Cola", "Sorteo Aniversario Google"}},
		"Subject: Notificación de premio ref. {ref}\nEstimado beneficiario:\n\nSu dirección de correo ha sido seleccionada y ha ganado {amtl}.\n\nPara tramitar el cobro, contacte con nuestro agente {fullname} en {replyto} indicando nombre, dirección, teléfono y copia de su DNI.\n\n{org}",
		"Subject: ¡¡¡Enhorabuena, ha ganado!!!\nEstimado ganador:\nSu correo es uno de los 10 ganadores de {amtl} en el sorteo de {org} del {date}. Se requiere una tasa de gestión de {amtm} antes de liberar los fondos.\nResponda para reclamar.",
		"Subject: Último aviso: premio sin reclamar\nHola {name}:\nEste es el último aviso sobre su premio de {amtl}. Su expediente se cerrará el {date2}. Llame a nuestra oficina al {intl}.\n{org}",
		"Subject: Formulario de liberación del premio\nEstimado ganador:\nRellene el formulario adjunto y envíelo junto con la tasa de liberación de {amtm} para recibir sus {amtl}.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("es-sms-hola-mama", "other", tab{},
		"Hola {rel}, soy yo, se me ha caído el móvil al agua 🙈 este es mi número nuevo, guárdalo y escríbeme por WhatsApp",
		"Hola {rel}, este es mi nuevo número, el otro se ha roto. ¿Me puedes ayudar? Tengo que pagar una factura hoy y no puedo entrar en la app del banco",
		"{rel}, número nuevo. ¿Puedes hacer una transferencia de {amtm} a un amigo? Te lo devuelvo mañana, mi tarjeta no funciona en este móvil",
		"{rel} soy yo, se me rompió la pantalla y uso uno prestado. ¿Estás ocupada? Necesito un favor",
		"Hola {rel}, guarda este número, luego te explico. Contéstame cuando lo veas",
		"Soy yo, he perdido el móvil. Tengo que pagar {amtm} del alquiler antes de las 17h y no puedo entrar al banco. ¿Me haces un Bizum o transferencia? IBAN {ibanes}, a nombre de {fullname}",
		"¿{rel}? Soy tu hija, este es mi número nuevo. ¿Me puedes hacer un favor? Es urgente",
	).note = "no link: family impersonation"
	scam("es-email-fraude-ceo", "other", tab{"boss": {"Javier Montero", "Carmen Vidal", "Luis Ortega", "Elena Soler", "Miguel Prieto"}, "role": {"CEO", "Director General", "Director Financiero", "Gerente"}},
		"Subject: Tarea confidencial\n{name}, ¿estás en tu mesa? Necesito que te encargues de algo con total discreción. Contéstame en cuanto puedas.\n\n{boss}\nEnviado desde mi iPhone",
		"Subject: Urgente\nHola {name}:\nNecesito que compres {cnt} tarjetas regalo de Amazon de {amtr} para unos clientes. Es una sorpresa, no lo comentes. Rasca los códigos y envíame fotos. Estoy en reuniones todo el día.\n{boss}\n{role}",
		"Subject: Cambio de cuenta bancaria - factura {invoice}\nBuenos días:\nTras una auditoría hemos cambiado de banco. Rogamos realicen el pago de {amtl} de la factura {invoice} y los siguientes a nuestra nueva cuenta:\nIBAN {ibanlt}\nLa cuenta anterior ya no admite ingresos.\nSaludos,\n{fullname}\nDepartamento de Administración",
		"Subject: Operación confidencial\n{name}:\nEstamos cerrando una adquisición confidencial y necesito una transferencia de {amtl} hoy. Nuestro abogado, {fullname}, te enviará los datos. No lo comentes con nadie hasta el anuncio.\n{boss}, {role}",
		"Subject: Cambio de cuenta para la nómina\nHola:\nHe cambiado de banco y me gustaría cobrar la nómina en la nueva cuenta desde este mes. Nuevo IBAN: {ibanes}.\nGracias,\n{name2}",
	).note = "CEO fraud and false supplier bank details"
	scam("es-sms-empleo-tareas", "other", tab{"agency": {"Adecco", "InfoJobs", "Randstad", "Indeed", "Manpower", "Hays"}},
		"Hola, soy {name2} de {agency}. Ofrecemos un trabajo flexible desde casa: 60-90 min al día, hasta {amtday} al día. ¿Te interesa? Escríbeme por WhatsApp {intl}",
		"Trabajo a tiempo parcial: valora productos online desde casa y gana {amtr} por tarea, pago diario. Contacto WhatsApp {intl}",
		"Hola, nos han recomendado tu CV. El puesto paga {amtm} a la semana, sin experiencia. Responde SÍ para más información.",
		"Hola {name}, buscamos probadores de apps. Tareas sencillas, {amtr} al día. Agrégame en Telegram @{rnd}_rrhh",
		"Hemos recibido tu candidatura. Para empezar, recarga tu cuenta de trabajo con {amtr}, que se devuelve con tu comisión: {surl}",
	)
	scam("es-sms-falso-gestor", "other", tab{"brand;dom;bt": esBanks},
		"{brand}: hemos detectado una operación sospechosa. Un gestor del departamento de fraude le llamará en breve, tenga el teléfono a mano.",
		"{brand} Departamento de Seguridad: su cuenta está siendo atacada. Un agente le llamará desde el {tel} para proteger su dinero.",
		"{brand}: para frenar la transferencia fraudulenta de {amtm}, espere nuestra llamada. No lo comente con nadie.",
		"{brand}: alguien en {city} ha intentado usar su tarjeta. Nuestro agente {fullname} le contactará en 10 minutos.",
		"{brand}: llame al {mob} por un pago que usted no ha autorizado. Ref. {ref}",
	).note = "no link: fake bank adviser call to come"

	// ---------------------------------------------------------------- genuine: otp
	genuine("es-sms-otp-servicios", "otp", tab{},
		"G-{code6} es tu código de verificación de Google.",
		"Tu código de WhatsApp: {code3}-{code3}\nNo compartas este código con nadie",
		"Tu código de Apple Account es: {code6}. No lo compartas con nadie.",
		"{code6} es tu código de Amazon. No lo compartas con nadie.",
		"Tu código de Wallapop es {code4}. No se lo des a nadie, ni aunque diga ser de Wallapop.",
		"Bizum: tu código de activación es {code6}. Tu banco nunca te lo pedirá.",
		"PayPal: tu código de seguridad es {code6}. Caduca en 10 minutos. No lo compartas.",
		"Código de Telegram: {code5}. ¡No des este código a nadie, aunque diga ser de Telegram!",
		"Tu código de Glovo: {code4}",
		"{code6} es tu código de confirmación de Instagram.",
		"Cl@ve: su código de acceso es {code6}. No lo comparta.",
	)
	genuine("es-sms-otp-banco", "otp", tab{"brand;dom;bt": esBanks},
		"{brand}: introduce el código {code6} para confirmar tu compra de {amt} en {merchant}. Nunca te lo pediremos por teléfono.",
		"Tu código de seguridad {brand} es {code6}. No lo compartas con nadie. Nunca te llamaremos para pedírtelo.",
		"{brand}: código {code6} para dar de alta un nuevo dispositivo. Si no lo has solicitado, ignora este mensaje.",
		"{code6} es tu clave para firmar la operación en {brand}. Válida 5 minutos. No la compartas.",
		"{brand}: para confirmar el Bizum de {amt} introduce {code6}. {brand} nunca te pedirá este código.",
		"Código {brand}: {code6}. ATENCIÓN: no lo facilites a nadie, ni siquiera a empleados del banco.",
	)

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("es-sms-banco-aviso", "bank_alert", tab{"brand;dom;bt": esBanks},
		"{brand}: compra con tarjeta de {amt} en {merchant} el {date}. Saldo disponible: {amtm}.",
		"{brand}: el saldo de tu cuenta terminada en {l4} está por debajo de {amtr}. Consúltalo en la app.",
		"{brand}: has recibido un Bizum de {amtr} de {fullname}.",
		"{brand}: se ha abonado tu nómina de {amtm}.",
		"{brand} INFORMA: el {date} se cargará un recibo de {amt} de {merchant}.",
		"{brand}: se ha rechazado un pago de {amtm}. Si no reconoces la operación, llama al teléfono que aparece en el reverso de tu tarjeta.",
		"{brand}: tu nueva tarjeta ya está en camino. Actívala desde la app cuando la recibas.",
	)
	genuine("es-email-banco-extracto", "bank_alert", tab{"brand;dom;bt": esBanks},
		"Subject: Tu extracto ya está disponible\nHola {name} {last}:\n\nEl extracto mensual de tu cuenta terminada en {l4} ya está disponible en tu banca online.\n\nPara verlo, entra en {dom} o en la app de {brand}. Nunca te pediremos tus claves por correo electrónico.\n\n{brand}",
		"Subject: Compra importante con tu tarjeta\nHola {name}:\nSe ha realizado una compra de {amtm} en {merchant} con tu tarjeta terminada en {l4} el {date}.\nSi la has hecho tú, no tienes que hacer nada. Si no la reconoces, llama al número del reverso de tu tarjeta.",
		"Subject: Transferencia realizada\nTu transferencia de {amtm} a {fullname} se ha realizado el {date}.\nPuedes ver el detalle en tu banca online.\n{brand}",
		"Subject: Aviso de saldo bajo\nEl saldo disponible de tu cuenta terminada en {l4} es de {amt}, por debajo del límite que configuraste.\nPuedes cambiar tus avisos en la app de {brand}.\nEste es un mensaje automático.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	esCarriers := []string{
		"Correos;{trk_correos};https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={trk}",
		"SEUR;{trk_seur};https://www.seur.com/livetracking/?segOnlineIdentificador={trk}", "MRW;{trk_mrw};https://www.mrw.es/seguimiento_envios/MRW_resultados_consultas.asp?Envio={trk}",
		"GLS;{trk_gls};https://gls-group.com/ES/es/seguimiento-envios?match={trk}", "Correos Express;{trk_generic3};https://s.correosexpress.com/search?s={trk}",
		"UPS;{trk_ups};https://www.ups.com/track?loc=es_ES&tracknum={trk}", "Amazon;{trk_amzl};https://www.amazon.es/gp/your-account/order-history"}
	genuine("es-sms-entrega-transportista", "delivery", tab{"brand;trk;turl": esCarriers},
		"{brand}: tu envío {trk} se entregará hoy. Síguelo: {turl}",
		"{brand}: tu paquete llegará el {date} entre las {time} y las {time2}. Gestiona la entrega: {turl}",
		"Hola {name}, tu paquete de {brand} ha sido entregado. Seguimiento: {turl}",
		"{brand}: tu envío está disponible en tu oficina o punto de recogida hasta el {date}. Lleva tu DNI. {turl}",
		"{brand}: hoy no hemos podido entregar tu envío. Lo intentaremos mañana. Más información: {turl}",
		"Tu repartidor de {brand}, {name2}, llegará en 30 minutos. Número de envío: {trk}",
	)
	genuine("es-email-entrega", "delivery", tab{"brand;trk;turl": esCarriers},
		"Subject: Tu envío está en camino\nHola {name}:\n\nTu envío {trk} ha salido y llegará previsiblemente el {date}.\n\nSeguir envío: {turl}\n\nNo tienes que hacer nada. Si no vas a estar, puedes cambiar la entrega desde la página de seguimiento.\n\n{brand}",
		"Subject: Tu envío ha sido entregado\nTu paquete {trk} se entregó el {date} a las {time}.\nSeguimiento: {turl}\nSi no lo encuentras, pregunta a tus vecinos o al conserje.",
		"Subject: Retraso en tu entrega\nHola:\nPor condiciones meteorológicas tu entrega se retrasa. Nueva fecha estimada: {date}.\nÚltimo estado: {turl}\n{brand}",
		"Subject: Tu paquete te espera en el punto de recogida\n{name}, tu paquete está disponible hasta el {date2}. Lleva tu DNI y el código de recogida {code6}.\nDetalles: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	esShops := []string{"El Corte Inglés;elcorteingles.es", "PcComponentes;pccomponentes.com", "MediaMarkt;mediamarkt.es", "Amazon;amazon.es", "Leroy Merlin;leroymerlin.es", "Decathlon;decathlon.es", "Zara;zara.com", "IKEA;ikea.com", "Carrefour;carrefour.es"}
	genuine("es-email-pedido", "order", tab{"brand;dom": esShops,
		"item": {"Auriculares inalámbricos", "Chubasquero infantil", "Taladro percutor", "Cargador USB-C 65 W", "Zapatillas de running", "Lámpara de mesa", "Novela de bolsillo", "Tienda de campaña"}},
		"Subject: Confirmación de tu pedido n.º {ord}\nHola {name}:\n\nGracias por tu pedido. Te avisaremos cuando se envíe.\n\n{item}\nCantidad: 1\nTotal: {amt}\n\nConsulta tu pedido: https://www.{dom}/mi-cuenta/pedidos",
		"Subject: Tu pedido ha sido enviado\nBuenas noticias {name}, tu pedido {ord} está en camino y llegará el {date}.\n{item}\nSigue tu envío desde tu cuenta en {dom}.",
		"Subject: Tu factura de {brand}\nFactura n.º {ord}\n{item} .... {amt}\nPagado con tarjeta terminada en {l4}\nGracias por tu compra. Devolución gratuita en 30 días.",
		"Subject: Hemos recibido tu devolución\nHola {name}:\nHemos recibido la devolución de {item}. El reembolso de {amt} se hará en tu método de pago en 5-7 días.\nAtención al cliente {brand}",
		"Subject: Tu pedido está listo para recoger\nHola {name}, tu pedido {ord} ya está disponible en la tienda {brand} de {city}. Tienes 10 días para recogerlo.",
	)
	genuine("es-sms-pedido-recogida", "order", tab{"brand;dom": esShops},
		"{brand}: tu pedido {ord} está listo. Recógelo en tienda con este SMS y tu DNI antes del {date}.",
		"Hola {name}, tu pedido de {brand} ha sido enviado. Entrega prevista el {date}. Síguelo en tu cuenta en {dom}",
		"{brand}: gracias por tu pedido {ord} ({amt}). Te avisaremos cuando salga.",
		"{brand}: hemos realizado el reembolso de {amt} del pedido {ord}.",
		"{brand}: tu pedido de recogida en tienda ya está disponible. Código de recogida: {code6}",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("es-sms-cita-recordatorio", "appointment", tab{"place": {"Clínica Dental Sonrisas", "Dr. {last}", "Midas", "Norauto", "Peluquería Estilo", "Óptica Universitaria", "Clínica Veterinaria San Antón", "Fisioterapia Salud"}},
		"Recordatorio: tiene cita en {place} el {date} a las {time}. Responda C para confirmar o A para anular.",
		"Hola {name}, {place} le recuerda su cita mañana a las {time}. Responda SÍ para confirmar o llame al {tel}.",
		"{place}: su cita del {day} {date} a las {time} está confirmada. Por favor, llegue 10 minutos antes.",
		"{place={Midas|Norauto}}Su vehículo está citado en {place} el {date} a las {time}. Para darse de baja responda BAJA.",
		"{place}: le toca su revisión anual. Pida cita online o en el {tel}.",
		"Centro de Salud: cita con su médico de familia el {date} a las {time}. Si no puede acudir, anúlela en la app de su comunidad.",
	)
	genuine("es-email-cita", "appointment", tab{"place": {"Centro Médico Castellana", "Clínica Baviera", "Taller Hermanos {last}", "Laboratorio Synlab", "Quirónsalud", "Clínica de Fisioterapia Norte"}},
		"Subject: Confirmación de su cita\nEstimado/a {name}:\n\nLe confirmamos su cita en {place} el {date} a las {time}.\n\nSi necesita anularla o cambiarla, avísenos con 24 horas de antelación en el {tel}.\n\nUn saludo,\n{place}",
		"Subject: Recordatorio: su cita de mañana\nHola {name}, le esperamos mañana a las {time}. Recuerde traer su tarjeta sanitaria y el volante.\n{place}",
		"Subject: Su reserva está confirmada\nLocalizador: {ref}\nServicio: revisión anual\nFecha: {date}, {time}\nLugar: {place}, {city}\nPuede gestionar su reserva desde su área de cliente.",
		"Subject: Es hora de pedir cita\nHola {name}, hace un año de su última revisión en {place}. Puede pedir cita online o llamando al {tel}.\nMensaje automático.",
	)

	// ---------------------------------------------------------------- genuine: marketing
	genuine("es-sms-promocion", "marketing", tab{"brand;dom": {"Primor;primor.eu", "Telepizza;telepizza.es", "Druni;druni.es", "Sprinter;sprinter.es", "Mango;mango.com", "Lefties;lefties.com", "Game;game.es", "Springfield;springfield.com"}},
		"{brand}: ¡-20 % en TODO solo hoy! Código ULTIMO20 en {dom}. Baja: responde BAJA",
		"¡Última oportunidad! Hasta -50 % en {brand}, termina a medianoche. {dom} Baja SMS: BAJA al 2{code4}",
		"{brand}: 2x1 en pizzas medianas, solo hoy en {dom}. Para no recibir más SMS responde BAJA",
		"¡Corre {name}! Tu cupón del {percent} % caduca en 24h. Úsalo en {dom}. Baja: BAJA",
		"{brand} VENTA FLASH: -30 % extra durante 6 horas. {dom}/rebajas Baja: responde STOP",
		"{brand}: ¡el Black Friday empieza YA! No te lo pierdas en {dom}. Baja: BAJA",
	)
	genuine("es-email-marketing", "marketing", tab{"brand;dom": {"Zara;zara.com", "Decathlon;decathlon.es", "El Corte Inglés;elcorteingles.es", "Casa del Libro;casadellibro.com", "Nike;nike.com", "Massimo Dutti;massimodutti.com"}},
		"Subject: Últimas horas: hasta -40 %\nHola {name}:\n\nNuestras rebajas terminan esta noche. No te quedes sin tus favoritos.\n\nVer rebajas: https://www.{dom}/rebajas\n\nRecibes este correo porque te registraste en {dom}. Darse de baja.",
		"Subject: {name}, tu oferta de socio te espera\nComo socio, tienes acceso anticipado a la nueva colección y envío gratis este fin de semana.\nhttps://www.{dom}/\nOferta válida hasta el {date}. Gestionar preferencias.",
		"Subject: Envío gratis: último día\nSolo quedan unas horas para disfrutar del envío gratuito en toda la tienda.\nhttps://www.{dom}/\nSi no quieres recibir más correos, date de baja.",
		"Subject: Ya han llegado las novedades\nDescubre antes que nadie lo nuevo de {brand}.\nhttps://www.{dom}/novedades\n¿No quieres recibir más correos? Darse de baja.",
		"Subject: ¡Feliz cumpleaños! 🎁\n¡Feliz cumpleaños, {name}! Disfruta de un {percent} % en tu próxima compra con el código CUMPLE{code4}, válido hasta el {date}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: newsletter
	genuine("es-email-boletin", "newsletter", tab{"brand;dom": {"El País;elpais.com", "El Mundo;elmundo.es", "La Vanguardia;lavanguardia.com", "elDiario.es;eldiario.es", "ABC;abc.es"},
		"topic": {"la subida de los tipos de interés", "la ola de calor", "las elecciones autonómicas", "la inteligencia artificial", "el precio de la vivienda", "la final de la Champions"}},
		"Subject: Lo que tienes que saber hoy: {topic}\nBuenos días:\n\nHoy te contamos qué supone {topic} para ti, la agenda de la semana y la selección de la redacción.\n\nLeer en la web: https://www.{dom}/newsletters\n\nRecibes este boletín porque te suscribiste. Darse de baja.",
		"Subject: Esta semana: {topic} y más\nHola {name}:\nEstos son los artículos más leídos de la semana, empezando por nuestro análisis sobre {topic}.\nhttps://www.{dom}/\nGestiona tus boletines en tu cuenta.",
		"Subject: Tus lecturas del fin de semana\nCinco reportajes para el fin de semana, entre ellos uno sobre {topic}.\nBuena lectura y hasta la próxima semana.\nLa redacción de {brand}",
		"Subject: {brand} - resumen del {date}\nEn este número: {topic}, el crucigrama y una receta. ¿Te han reenviado este correo? Suscríbete en https://www.{dom}/",
	)
	genuine("es-email-boletin-asociacion", "newsletter", tab{"org": {"AMPA Colegio San José", "Club de Running del Retiro", "Asociación de Vecinos del Carmen", "Biblioteca Municipal", "Peña Cultural La Amistad", "Coro Voces del Sur"}},
		"Subject: {org} - noticias del mes\nHola a todos:\n\nGracias a quienes vinisteis a la cena benéfica, ¡recaudamos {amtm}! La próxima reunión es el {day} a las {time}. Aún buscamos voluntarios para la fiesta de fin de curso, responded a este correo.\n\nUn abrazo,\n{name2}\n{org}",
		"Subject: Novedades de {org}\nQueridos socios:\nEn resumen: nuevo horario desde el {date}, la cuota de {amtr} ya se puede pagar, y las fotos de la última salida están en la web.\n¡Hasta pronto!",
		"Subject: Boletín informativo\nHola:\nEste mes damos la bienvenida a {cnt} nuevos socios. La asamblea general será el {date}. Orden del día adjunto. Si no quieres recibir este boletín, responde BAJA.\n{name2} {last2}, secretaria",
		"Subject: Programa de verano\nHola {name}:\n¡Ya está aquí el programa de verano! Las actividades empiezan el {date}. Inscripciones en la web o en recepción.\nGracias por formar parte de {org}.",
	)

	// ---------------------------------------------------------------- genuine: account_security
	genuine("es-email-seguridad-cuenta", "account_security", tab{"brand;dom;from": {
		"Google;google.com;\"Google\" <no-reply@accounts.google.com>", "Microsoft;microsoft.com;\"Equipo de cuentas Microsoft\" <account-security-noreply@accountprotection.microsoft.com>",
		"Netflix;netflix.com;\"Netflix\" <info@account.netflix.com>", "Wallapop;wallapop.com;\"Wallapop\" <no-reply@wallapop.com>",
		"Movistar;movistar.es;\"Movistar\" <no-reply@movistar.es>", "Amazon;amazon.es;\"Amazon.es\" <actualizacion-cuenta@amazon.es>"}},
		"Subject: Alerta de seguridad: nuevo inicio de sesión\nNuevo inicio de sesión en {device}\n\n{mail}\n\nHemos detectado un nuevo inicio de sesión en tu cuenta de {brand} desde un dispositivo {device}. Si fuiste tú, no tienes que hacer nada. Si no, te ayudaremos a proteger tu cuenta.\n\nComprobar actividad: https://myaccount.{dom}/notifications",
		"Subject: Nuevo acceso a tu cuenta de {brand}\nHola {name}:\nHemos detectado un acceso desde {device} cerca de {city} el {date} a las {time}.\nSi has sido tú, no hace falta que hagas nada. Si no, cambia tu contraseña en Ajustes > Seguridad.",
		"Subject: Tu contraseña ha cambiado\nHola {name}:\nLa contraseña de tu cuenta de {brand} ({mail}) se cambió el {date}.\nSi has sido tú, ignora este correo. Si no, restablece tu contraseña desde la app o la web de {brand}.",
		"Subject: Restablece tu contraseña\nHola:\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta de {brand}. Usa este enlace para elegir una nueva: https://www.{dom}/reset?token={rnd}{rnd}\nEl enlace caduca en 1 hora. Si no lo has pedido tú, ignora este mensaje.",
		"Subject: Verificación en dos pasos activada\nHas activado la verificación en dos pasos para {mail}. A partir de ahora te pediremos un código al iniciar sesión en un dispositivo nuevo.\n{brand}",
	)
	genuine("es-sms-seguridad-cuenta", "account_security", tab{"brand": {"Google", "Apple", "WhatsApp", "Wallapop", "Netflix", "Vinted", "Movistar"}},
		"{brand}: se ha accedido a tu cuenta desde un nuevo dispositivo el {date}. Si has sido tú, no tienes que hacer nada.",
		"Se ha cambiado la contraseña de tu cuenta de {brand}. Si no has sido tú, restablécela desde la app.",
		"{brand}: se ha activado la verificación en dos pasos en tu cuenta.",
		"{brand}: se ha añadido un número de teléfono a tu cuenta. Si no has sido tú, ve a Ajustes en la app.",
		"{brand}: nuevo inicio de sesión en un {device}. ¿No has sido tú? Abre la app de {brand} para proteger tu cuenta.",
	)

	// ---------------------------------------------------------------- genuine: personal_money
	genuine("es-sms-dinero-personal", "personal_money", tab{"thing": {"la pizza", "las entradas del cine", "el taxi", "la gasolina", "las entradas del concierto", "la cena", "el Airbnb", "el regalo de Lucía"}},
		"Oye, ¿me pasas los {amtr} de {thing} cuando puedas? Sin prisa",
		"Mamá ya he pagado el alquiler, gracias por la ayuda este mes 😘",
		"Te acabo de hacer un Bizum de {amtr} por {thing} 👍",
		"¿Te ha llegado la transferencia? Te mandé {amtr} anoche",
		"¿Me haces un Bizum de {amtr} por {thing}? ¡Gracias!",
		"Papá, ya he cobrado, te he devuelto los {amtr} que te debía. Gracias de nuevo",
		"He apuntado {thing} en Tricount, tocamos a {amtr} cada uno",
		"{name}, te pago {thing} el viernes cuando cobre, ¿vale?",
		"La abuela te ha mandado {amtr} por tu cumple, los he metido en tu cuenta",
	)
	genuine("es-sms-personal-numero-nuevo", "personal", tab{},
		"He perdido el móvil, te escribo desde el de {name2}. Nos vemos a las 20h en el bar",
		"¡Hola! Soy {name}, número nuevo. El otro móvil se murió, guarda este 😊",
		"Este es mi nuevo móvil del trabajo, usa el de siempre para lo personal",
		"Hola, soy {name}, te escribo desde el móvil de mi hermana porque el mío no tiene batería. ¡Llego 10 min tarde!",
		"Número nuevo, la misma persona 😄 ¿me vuelves a meter en el grupo?",
		"Me robaron el móvil en el festival 🙄 este es mi número provisional hasta el lunes. {name}",
	).note = "new number without any request for money"

	// ---------------------------------------------------------------- genuine: personal
	genuine("es-sms-charla", "personal", tab{"place": {"en el bar", "en casa de Pablo", "en el parque", "en la estación", "en tu casa", "en el gimnasio", "en el sitio de siempre"}},
		"Llego un poco tarde, estoy ahí en 10 min",
		"¿Seguimos con lo del {day}? ¿{place} a las {time}?",
		"¡¡Feliz cumpleaños!! 🎉 Que pases un día genial, besos",
		"¿Puedes comprar pan al volver?",
		"He llegado bien, te llamo mañana",
		"Perdona, acabo de ver tu mensaje. Sí, estoy libre el {day} después de las {time}",
		"Gracias por lo de esta noche, lo pasé genial. ¡A repetir!",
		"¿Le has dado de comer al gato?",
		"¿Quedamos {place} a las {time}?",
		"Jajaja qué bueno 😂",
	)

	// ---------------------------------------------------------------- genuine: work
	genuine("es-email-trabajo-factura", "work", tab{"co": {"construcciones-ibarra.es", "grupoalmenara.com", "estudio-vega.es", "transportes-lozano.es", "asesoria-molina.com"}},
		"Subject: Factura {invoice} - marzo\nHola {name}:\n\nTe adjunto nuestra factura {invoice} por importe de {amtm} por los trabajos realizados en marzo. Pago a 30 días como siempre.\n\nCualquier duda me dices.\n\nUn saludo,\n{name2} {last2}",
		"Subject: RE: pago factura {invoice}\nHola {name2}:\nGracias por el recordatorio, en administración han programado la transferencia para el viernes. Deberías recibirla el lunes.\nSaludos,\n{name}",
		"Subject: Gastos del viaje a {city}\nHola {name}:\nHe subido mis gastos del viaje a {city} ({amtm}) a la plataforma. Adjunto tickets. ¿Puedes aprobarlos cuando tengas un momento?\nGracias,\n{name2}",
		"Subject: Pedido aprobado\n{name}, el pedido {ref} de los portátiles nuevos ({amtm}) está aprobado por Finanzas. Puedes hacer la compra al proveedor de siempre.\n{name2}",
		"Subject: Reunión movida a las {time}\nHola a todos:\nLa reunión de mañana sobre presupuestos pasa a las {time}, misma sala. El orden del día no cambia.\nGracias,\n{name2}",
		"Subject: Fuera de la oficina\nGracias por tu correo. Estoy fuera de la oficina hasta el {date} con acceso limitado al correo. Para temas urgentes, contacta con {name2} {last2}.",
	)
	genuine("es-sms-trabajo", "work", tab{},
		"Hola {name}, ¿me cubres el turno del {day}? Te lo devuelvo la semana que viene",
		"Ya está colgado el cuadrante de la semana que viene. Te toca mañana el {day}",
		"La reunión se mueve a las {time}, sala 2",
		"Llego 5 min tarde a la reunión de equipo, empezad sin mí",
		"Al cliente le ha encantado la presentación 🎉 enhorabuena a todos",
		"{name}, el material para la obra llega a las {time}, ¿puedes recibirlo tú?",
	)

	// ---------------------------------------------------------------- genuine: service
	genuine("es-sms-servicio-factura", "service", tab{"brand;dom": {"Iberdrola;iberdrola.es", "Endesa;endesa.com", "Naturgy;naturgy.es", "Movistar;movistar.es", "Vodafone;vodafone.es", "Orange;orange.es", "Canal de Isabel II;canaldeisabelsegunda.es", "Digi;digimobil.es"}},
		"{brand}: tu factura de {amt} ya está disponible en tu Área Cliente. Se cargará en tu cuenta el {date}.",
		"{brand}: hemos recibido tu pago de {amt}. Gracias.",
		"Hola {name}, tu factura de {brand} es de {amt}. Se domiciliará el {date}, no tienes que hacer nada. Detalle en {dom}",
		"{brand}: has consumido el 80 % de tus datos. Consulta tu consumo en la app.",
		"{brand}: trabajos programados en tu zona el {date} desde las {time}. Puede haber cortes de hasta 2 horas. Más info en {dom}",
		"{brand}: recuerda enviarnos la lectura de tu contador antes del {date} desde tu Área Cliente o en {dom}",
	)
	genuine("es-email-servicio-administracion", "service", tab{"brand;dom": {"Agencia Tributaria;agenciatributaria.gob.es", "Seguridad Social;seg-social.es", "DGT;dgt.es", "SEPE;sepe.es", "Ayuntamiento;madrid.es", "Carpeta Ciudadana;administracion.gob.es"}},
		"Subject: Tiene una nueva notificación\nEstimado/a {name}:\n\nTiene una nueva notificación disponible en su Dirección Electrónica Habilitada única. Acceda a través de la sede electrónica con su certificado o Cl@ve.\n\nEste correo no contiene enlaces por su seguridad.",
		"Subject: Nuevo documento disponible\nHola {name}:\nTiene un nuevo documento en su área personal de {brand}. Acceda a {dom} para consultarlo.\nEste mensaje se envía automáticamente, no responda.",
		"Subject: Su cita previa está confirmada\nCita previa: {date} a las {time}\nOficina: {city}\nTrámite: renovación del DNI\nLocalizador: {ref}\nPuede anular la cita desde la web de cita previa.",
		"Subject: Recordatorio de la campaña de la Renta\nLe recordamos que el plazo para presentar la declaración de la Renta termina el 30 de junio. Puede hacerlo en la sede electrónica de la Agencia Tributaria o en la app oficial. La Agencia Tributaria nunca le pedirá datos bancarios por correo o SMS.",
		"Subject: Confirmación de su solicitud\nHemos recibido su solicitud del {date}. Número de expediente: {ref}. Puede seguir su estado en {dom}.",
	)
}

// Second round of Spanish families.
func init() {
	scam("es-sms-bizum-pago", "phishing_bank", tab{"brand;dom;bt": {"Bizum;bizum.es;bizum", "PayPal;paypal.com;paypal", "Apple Pay;apple.com;applepay", "Google Pay;google.com;googlepay"}},
		"{brand}: tu cuenta ha sido limitada. Confirma tu identidad para levantar la restricción: {surl}",
		"{brand}: has enviado {amtm} a {fullname}. Si no has sido tú, anula la operación en 24h: {surl}",
		"Tu tarjeta ha sido eliminada de {brand} porque no hemos podido verificarla. Vuelve a añadirla: {surl}",
		"{brand}: hemos detectado pagos inusuales. Revísalos o tu saldo quedará congelado {surl}",
		"{brand}: tienes una devolución de {amt} pendiente. Introduce los datos de tu tarjeta para recibirla: {surl}",
	)
	scam("es-email-suministros-reembolso", "phishing_other", tab{"brand;dom;bt": {"Iberdrola;iberdrola.es;iberdrola", "Endesa;endesa.com;endesa", "Naturgy;naturgy.es;naturgy", "Movistar;movistar.es;movistar", "Netflix;netflix.com;netflix"}},
		"Subject: Reembolso por cobro indebido\nEstimado cliente:\n\nHemos detectado un cobro duplicado en su última factura. Tiene un reembolso de {amt} pendiente. Para recibirlo, introduzca los datos de su tarjeta: {hurl}\n\n{brand}",
		"Subject: Su suministro será suspendido\nNo hemos podido cobrar su última factura de {amt}. Para evitar el corte del suministro, actualice su método de pago antes del {date}: {hurl}\n{brand}",
		"Subject: Su suscripción está en pausa\nHola {name}:\nTenemos problemas con su información de pago. Actualícela para seguir disfrutando del servicio: {hurl}\nEl equipo de {brand}",
		"Subject: Descuento del bono social\nUsted cumple los requisitos para el bono social con un descuento del 42 %. Solicítelo antes del {date}: {hurl}",
		"Subject: Última factura pendiente\nSu cuenta presenta un saldo pendiente de {amt}. Regularice hoy mismo: {hurl}\nReferencia: {ref}",
	)
	scam("es-sms-paquete-llamada", "fake_delivery", tab{"brand;bt;dom": {"Correos;correos;correos.es", "SEUR;seur;seur.com", "MRW;mrw;mrw.es", "GLS;gls;gls-spain.es"}},
		"{brand}: la etiqueta de su paquete está dañada. Llame al {prem} para concertar la entrega.",
		"{brand}: su envío {trk} está retenido en el almacén. Llame al {mob} antes de las 18h para confirmar la dirección.",
		"Hola, soy el repartidor de {brand}. Estoy en la puerta con su paquete pero no encuentro el número, llámeme al {mob}",
		"{brand}: hay {fee} de aranceles pendientes. Responda con el número de su tarjeta y fecha de caducidad, o llame al {prem}.",
		"{brand} Atención al cliente: entrega fallida del envío {trk}. Llame a nuestra línea automática {prem} indicando su referencia.",
	).note = "call-back, no link"
	scam("es-sms-app-citas", "romance_scam", tab{"site": {"Tinder", "Meetic", "Bumble", "Badoo", "Hinge"}},
		"Hola guapo 😘 soy {fname} de {site}. Antes de quedar necesito comprobar que no eres un perfil falso, es gratis: {surl}",
		"Hola, casi no entro en {site}. Mejor escríbeme por aquí, soy {fname}, 27 años, acabo de mudarme a {city} 💕",
		"Hola, me gustó tu perfil en {site}. Soy enfermera de noche, así es más fácil hablar. ¿Qué haces esta noche?",
		"Cariño, estoy atrapada en el extranjero y me han bloqueado la tarjeta. ¿Me compras una tarjeta regalo de {amtr}? Te lo devuelvo cuando nos veamos ❤️",
		"¡{fname} de {site}! Me encantaría hacer videollamada pero mi app de seguridad pide registrarse antes {short}",
	)
	scam("es-sms-grupo-bolsa", "investment_scam", tab{},
		"Hola, soy {fname}, asistente de un analista financiero. Compartimos 2-3 recomendaciones gratuitas de bolsa a la semana en WhatsApp. Responde 1 para unirte.",
		"¡Enhorabuena! Has sido añadido a nuestro grupo VIP de inversores. La acción de la semana pasada subió un {percent} %. Agrega a nuestro mentor: {intl}",
		"Hola {name}, perdona la demora. La herramienta de IA que usamos tiene un 90 % de aciertos. ¿Te mando la selección de hoy?",
		"Nuestra asignación de la salida a bolsa está casi completa. Beneficio garantizado para los miembros. Contacto: {fullname}, {intl}",
		"He ganado {amtl} este trimestre con las señales de mi profesor. Si quieres te lo presento, acepta pocos alumnos.",
	).note = "no link: investment group opener"
	scam("es-email-alerta-seguridad-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Seguridad de Apple;apple;apple.com", "Soporte de Microsoft;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Alerta de seguridad: troyano detectado\nWindows Defender ha detectado un programa espía en este equipo (código de error #0x{code6}).\nSus datos bancarios, contraseñas y fotos están en riesgo.\nNo apague el ordenador. Llame al soporte de Microsoft: {tel}",
		"Subject: Su almacenamiento de iCloud está lleno\nEstimado cliente:\nsu almacenamiento está lleno y sus fotos se eliminarán el {date}. Como cliente fiel, reciba 50 GB gratis: {hurl}",
		"Subject: Su ID de Apple ha sido bloqueado\nSu ID se bloqueó tras un inicio de sesión desde {country}.\nPara desbloquearlo, llame al soporte de Apple al {tel}. Tenga el dispositivo a mano.",
		"Subject: Actividad sospechosa en su IP {ip}\nNuestro sistema ha detectado actividad ilegal desde su red. Su licencia está bloqueada.\nLlame a un técnico certificado al {tel}. Caso n.º {case}.",
		"Subject: Cortafuegos caducado\nSu protección {brand} ha caducado hoy. Renueve por {amtr} o llame al {tel}.",
	)
	scam("es-sms-encuesta-regalo", "lottery", tab{"brand;bt": {"Mercadona;mercadona", "Lidl;lidl", "Carrefour;carrefour", "Dia;dia", "El Corte Inglés;elcorteingles", "Primark;primark"}},
		"{brand}: has sido elegido para nuestra encuesta de 30 segundos. Recibe una recompensa de {amtr}: {surl}",
		"¡Gracias por comprar en {brand}! Responde 4 preguntas y recibe tu regalo exclusivo: {surl}",
		"{name}, tu regalo de fidelidad {brand} te espera. Solo {fee} de envío: {surl}",
		"Aniversario {brand}: 1 aspiradora Dyson de 500 por {fee}. Solo hoy: {surl}",
		"Recompensa al cliente: has ganado una tarjeta regalo de {brand}. Verifica tus datos de envío {short}",
	)
	scam("es-email-herencia-anticipo", "other", tab{"lawyer": {"Abogado José Okoro", "Dr. Ahmed Traoré", "Sra. Helen Morrison", "Licenciado Pedro Williams", "Sr. Kwame Mensah"}},
		"Subject: Propuesta confidencial\nEstimado amigo:\nSoy {lawyer}, abogado de un cliente fallecido sin testamento que dejó un depósito de {amtl}. Como comparte su apellido, propongo presentarle como heredero. Repartiremos al 50 %.\nResponda con su nombre completo y teléfono.",
		"Subject: Notificación de herencia\nEstimado/a {name} {last}:\nIntentamos contactarle por una herencia no reclamada de {amtl}. Para iniciar la transferencia se requieren {amtm} de gastos legales.\n{lawyer}",
		"Subject: Su indemnización\nA la atención del beneficiario:\nEl fondo de compensación a víctimas de fraude ha aprobado {amtl} a su favor. Contacte con el banco pagador en {replyto}.",
		"Subject: Donación\nBuenos días:\nSoy una viuda enferma y deseo donar {amtl} a obras benéficas a través de usted. Respóndame para darle los datos del banco.\n{lawyer}",
		"Subject: Entrega de su caja diplomática\nSu caja con {amtl} está en el aeropuerto. Pague {amtm} de despacho al agente diplomático para liberarla. Contacto: {replyto}",
	)
	scam("es-sms-alquiler-fianza", "other", tab{"site": {"Idealista", "Fotocasa", "Wallapop", "Milanuncios", "Facebook Marketplace"}},
		"Hola, sobre el piso de {site}: sigue disponible. Estoy trabajando fuera y no puedo enseñarlo, pero si envías la fianza de {amtm} te mando las llaves por mensajería.",
		"Hola, gracias por tu interés. Hay mucha demanda, se lo queda el primero que pague la fianza de {amtm}. IBAN: {ibanlt}",
		"La habitación es tuya si transfieres hoy la primera mensualidad ({amtm}) por el pago seguro de Airbnb: {surl}",
		"Hola, soy el propietario. Para visitarlo necesito una captura de tu saldo bancario y {amtr} de reserva.",
		"Hola {name}, la casa sigue en alquiler. Rellena la solicitud y paga {amtr} por el estudio de solvencia: {surl}",
	)

	genuine("es-email-banco-fraude-verif", "bank_alert", tab{"brand;dom;bt": esBanks},
		"Subject: Revisa una operación reciente\nHola {name}:\n\nHemos detectado un pago inusual de {amtm} en {merchant} con tu tarjeta terminada en {l4} y lo hemos retenido por precaución.\n\nAbre la app de {brand} para confirmarnos si lo has hecho tú. Nunca te pediremos que pulses un enlace, que traspases dinero ni que compartas una clave.\n\n{brand}",
		"Subject: Tu tarjeta está bloqueada temporalmente\nHola {name}, hemos bloqueado tu tarjeta terminada en {l4} tras un intento de pago que no reconocemos. Para desbloquearla, confirma el pago en la app o llama al número del reverso de la tarjeta.",
		"Subject: Te hemos enviado una nueva tarjeta\nPor precaución hemos sustituido tu tarjeta terminada en {l4}. La recibirás en 3-5 días laborables. No tienes que hacer nada más.\n{brand}",
		"Subject: Descubierto en tu cuenta\nHola {name}, tu cuenta quedó en descubierto de {amt} el {date}. Consulta tu saldo en la app. Si ya has hecho un ingreso, no tienes que hacer nada.\n{brand}",
	)
	genuine("es-sms-repartidor", "delivery", tab{"brand": {"Amazon", "SEUR", "Correos Express", "Glovo", "Carrefour", "GLS"}},
		"{brand}: tu repartidor {name2} está a 4 paradas. Llegada estimada entre las {time} y las {time2}.",
		"Hola, soy {name2}, repartidor de {brand}. Estoy abajo pero no contesta nadie. ¿Lo dejo al vecino o al conserje?",
		"{brand}: tu pedido llega hoy entre las {time} y las {time2}. Indica un lugar seguro si no vas a estar.",
		"{brand}: ¡entregado! Tu paquete se entregó en mano. Foto disponible en la app.",
		"Tu franja de entrega de {brand} mañana: {time}-{time2}. Para cambiarla, usa la app.",
	)
	genuine("es-email-viaje-reserva", "order", tab{"brand;dom": {"Renfe;renfe.com", "Booking.com;booking.com", "Iberia;iberia.com", "Airbnb;airbnb.es", "Vueling;vueling.com", "BlaBlaCar;blablacar.es"}},
		"Subject: Tu reserva está confirmada - {ref}\nHola {name}:\n\nTu reserva en {city} está confirmada.\nEntrada: {date}\nSalida: {date2}\nPrecio total: {amtm}\n\nGestiona tu reserva en https://www.{dom}/\n\n¡Hasta pronto!",
		"Subject: Tu billete electrónico {pnr}\nHola {name} {last}:\nGracias por volar con {brand}. Localizador: {pnr}. Tu vuelo a {city} sale el {date} a las {time}.\nLa facturación online abre 24 horas antes en {dom}.",
		"Subject: Tus billetes del {date}\nHola {name}, aquí tienes tus billetes a {city}. Muestra el código QR de la app en el control de acceso. Total pagado: {amt}.\n{brand}",
		"Subject: Recordatorio de tu reserva\nTu estancia empieza en 3 días. Las instrucciones del anfitrión están en la app. ¿Dudas? Escribe al anfitrión solo a través de {brand}.",
	)
	genuine("es-sms-restaurante-reserva", "appointment", tab{"place": {"Casa Lucio", "La Tagliatella", "Sala de Despiece", "Lateral", "El Rincón de Pepe", "Goiko"}},
		"Tu mesa para {cnt} en {place} está confirmada el {day} a las {time}. Responde C para confirmar o A para anular.",
		"{place}: te esperamos esta noche a las {time}. ¿Vas a llegar tarde? Llámanos al {tel}.",
		"Recordatorio de TheFork: {place}, {date} a las {time}, {cnt} personas. Gestiona tu reserva en la app.",
		"Hola {name}, ¡gracias por reservar en {place}! Si hay alguna alergia, respóndenos a este mensaje.",
		"{place}: ¡tu mesa está lista! Acércate a la entrada en los próximos 10 minutos.",
	)
	genuine("es-email-familia-dinero", "personal_money", tab{"thing": {"la casa rural", "el regalo de mamá", "el regalo de boda", "la acampada", "el apartamento de la playa", "la cena de jubilación de papá"}},
		"Subject: Dinero de {thing}\nHola {name}:\n\nHe pagado la señal de {thing}, han sido {amtm}. Te tocan {amtr}, sin prisa, cuando cobres.\n\nUn beso,\n{name2}",
		"Subject: RE: {thing}\n¡Gracias, me ha llegado tu Bizum! Reservo esta noche. ¿Dividimos también la gasolina?\n{name2}",
		"Subject: Tickets de {thing}\nHola, te paso los tickets de {thing}. Total {amtm}, o sea {amtr} cada uno. Me lo devuelves por Bizum o transferencia, como prefieras.\n{name2}",
		"Subject: Dinero para la uni\nHola {name}, te hemos ingresado {amtr} para los libros del cuatrimestre. Dinos si necesitas ayuda con el alquiler. Besos, papá y mamá",
		"Subject: {thing} - cuentas\nBueno, he hecho las cuentas de {thing}. {name} me debe {amtr} y lo demás está saldado. ¡Avisad si me he equivocado!",
	)
	genuine("es-email-amigos", "personal", tab{},
		"Subject: Fotos del finde\nHola {name}:\n\nTe paso las fotos del sábado, la del lago es mi favorita. ¡Gracias otra vez por invitarnos!\n\n{name2}",
		"Subject: ¿Quedamos pronto?\nHola {name}, ¡cuánto tiempo! ¿Te viene bien un café la semana que viene? Yo puedo el {day} y el {date}.\n{name2}",
		"Subject: RE: la receta\nAquí tienes la receta de la lasaña que te prometí. El truco es dejarla reposar 20 minutos. ¡Que aproveche!\n{name2}",
		"Subject: Club de lectura\nHola a todos, el libro del mes que viene está en la lista que os mandé. Quedamos en mi casa el {date}, ¡traed algo para picar!\n{name2}",
		"Subject: ¡Enhorabuena!\n{name}, me acabo de enterar de lo del trabajo nuevo, ¡qué alegría! Hay que celebrarlo. {name2}",
	)
	genuine("es-email-trabajo-rrhh-it", "work", tab{"co": {"construcciones-ibarra.es", "grupoalmenara.com", "estudio-vega.es", "transportes-lozano.es", "asesoria-molina.com"}},
		"Subject: Tu nómina ya está disponible\nHola {name}:\nTu nómina del mes está disponible en el portal del empleado. Accede como siempre desde la intranet.\nRecursos Humanos",
		"Subject: Mantenimiento informático el {day}\nHola a todos:\nEl correo y la VPN no estarán disponibles el {day} a partir de las {time} durante una hora aproximadamente. No hace falta hacer nada. Sistemas nunca os pedirá la contraseña.\nSoporte IT",
		"Subject: Vacaciones aprobadas\nHola {name}, tu solicitud de vacaciones del {date} al {date2} ha sido aprobada por {name2}. ¡Disfruta!",
		"Subject: Recordatorio: formación en seguridad\nHola {name}, completa el módulo de concienciación sobre phishing en la plataforma de formación antes del {date}. Dura 20 minutos.\nSeguridad IT",
		"Subject: Incorporación: portátil listo\nHola {name}, el portátil de {name2} {last2} está listo en el departamento de IT. Recógelo para su incorporación el {day}.",
	)
	genuine("es-sms-servicio-publico", "service", tab{},
		"Cita previa DNI: le recordamos su cita el {date} a las {time} en la oficina de {city}. Para anularla use la web de cita previa.",
		"Ayuntamiento de {city}: el {date} se cortará el tráfico en el centro por obras. Más información en la web municipal.",
		"Agencia Tributaria: ya puede consultar sus datos fiscales en la sede electrónica o en la app. La AEAT nunca le pedirá datos bancarios por SMS.",
		"Servicio de Salud: su cita de vacunación es el {date} a las {time} en su centro de salud. Responda NO si no puede acudir.",
		"DGT: la ITV de su vehículo {plate_es} caduca el {date}. Pida cita en una estación ITV. Este mensaje no requiere respuesta.",
		"AEMET: aviso naranja por lluvias en su zona a partir de las {time}. Siga las indicaciones de Protección Civil.",
	)
}

func init() {
	scam("es-email-sextorsion", "other", tab{},
		"Subject: Conozco tu contraseña\nHola,\ntengo acceso a tu dispositivo desde hace meses y te grabé con la webcam mientras veías páginas para adultos. Envía {btc} BTC a {btcaddr} en 48 horas o el vídeo llegará a todos tus contactos.",
		"Subject: {mail}\nNo me conoces, pero yo a ti sí. Mi programa grabó tu pantalla y tu cámara. Paga {amtm} en Bitcoin a esta cartera: {btcaddr}. Tienes 2 días. No acudas a la policía.",
		"Subject: Tu cuenta ha sido hackeada\nTengo tu historial y un vídeo tuyo. Transfiere {amtm} en BTC a {btcaddr} y todo se borrará. El contador empezó al abrir este correo.",
		"Subject: Último aviso\n{name}, tengo todos tus contactos y un vídeo comprometedor. Si no recibo {amtm} en Bitcoin en 50 horas, lo enviaré a tu familia y compañeros. Cartera: {btcaddr}",
		"Subject: Citación - Policía Nacional, Brigada de Delitos Tecnológicos\nSe le investiga por acceso a contenidos ilícitos. Para evitar acciones judiciales, responda en 72 horas a {replyto} con sus alegaciones.\nInspector {last2}",
	)
	scam("es-sms-corte-suministro", "other", tab{"brand": {"Iberdrola", "Endesa", "Naturgy", "Canal de Isabel II", "Repsol Luz"}},
		"{brand}: su suministro se cortará en 2 horas por un impago de {amtm}. Llame al {mob} para pagar.",
		"ÚLTIMO AVISO {brand}: corte programado hoy. Para evitarlo, pague {amtm} con tarjeta regalo o Bizum. Llame al {mob}.",
		"{brand}: su último recibo ha sido devuelto. Un técnico va a cortar el suministro. Llame al {tel} para anularlo.",
		"{brand}: le hemos cobrado {amt} de más. Responda con el número de su tarjeta para recibir el reembolso.",
		"Facturación {brand}: su contrato está en impago. Regularice en la próxima hora en el {mob} para evitar la baja.",
	)
	scam("es-sms-wallapop-comprador", "other", tab{"site": {"Wallapop", "Milanuncios", "Vinted", "Facebook Marketplace"}},
		"Hola, ¿sigue disponible lo de {site}? Lo compro al precio que pides, estoy fuera y pasará un mensajero a recogerlo. Pago por transferencia.",
		"Hola, te he enviado {amtm} por error en vez de {amt}. Devuélveme la diferencia por Bizum, perdona las molestias.",
		"Listo, he pagado con el envío protegido de {site}. Pulsa para recibir tu dinero: {surl}",
		"Hola, para comprobar que eres real, ¿me pasas el código de 6 cifras que te acaba de llegar por SMS? Hay muchas estafas en {site}.",
		"¡Pagado! Mi banco dice que necesitas una cuenta de empresa para recibirlo, cuesta {amtr}, que te sumo al precio.",
	)
	scam("es-email-donacion-emergencia", "other", tab{"cause": {"las víctimas del terremoto de Marruecos", "los afectados por la DANA", "los niños de Gaza", "las familias de los incendios", "los huérfanos de Ucrania"}},
		"Subject: Llamamiento urgente: ayuda a {cause}\nQuerido amigo:\n\nCada hora cuenta. Las familias necesitan comida, agua y refugio. Un donativo de {amtr} alimenta a una familia una semana.\n\nDonar ahora: {hurl}\n\nTambién aceptamos Bitcoin: {btcaddr}",
		"Subject: Su certificado de donación está pendiente\nGracias por apoyar a {cause}. Su donativo de {amtr} no se completó. Complételo aquí: {hurl}",
		"Subject: ¿Puede ayudar hoy?\nHola {name}:\nsoy voluntario para {cause}. Las transferencias están bloqueadas, recogemos tarjetas regalo de Amazon. Envíe los códigos a {replyto}.\n{fullname}",
		"Subject: Su donativo se duplica hasta medianoche\nHasta medianoche, cada donativo para {cause} se duplica. Done {amtr}: {hurl}\nONG inscrita n.º {case}",
		"Subject: Gracias desde el terreno\nQuerido donante:\nsu generosidad salvó vidas. Hoy volvemos a pedirle ayuda para {cause}. Responda y nuestro equipo le llamará para tomar los datos de su tarjeta de forma segura.",
	)
	scam("es-email-correo-cuota", "phishing_other", tab{"brand;bt;dom": {"Microsoft 365;office365;microsoft.com", "Outlook;outlook;outlook.com", "Movistar Correo;movistar;movistar.es", "Soporte informático;helpdesk;microsoft.com"},
		"doc": {"Factura_T3.pdf", "Nóminas_2025.xlsx", "Contrato_firmado.docx", "Justificante_pago.pdf", "Incentivos.xlsx"}},
		"Subject: Su contraseña caduca hoy\n{brand}\n\nLa contraseña de {mail} caduca hoy. Para mantener la contraseña actual, confírmela a continuación.\n\nMantener contraseña: {hurl}",
		"Subject: {cnt2} mensajes pendientes de entrega\nSu buzón {mail} ha superado la cuota. Hay {cnt2} mensajes retenidos.\n\nLiberar mensajes: {hurl}\n\nSi no actúa en 24 horas se eliminarán.",
		"Subject: {name2} ha compartido «{doc}» contigo\n{name2} {last2} ha compartido un archivo contigo.\n\n{doc}\n\nAbrir: {hurl}",
		"Subject: Nuevo mensaje de voz de {mob}\nTiene un nuevo mensaje de voz (0:4{cnt}).\nEscuchar: {hurl}\nDeberá iniciar sesión con su cuenta de correo.",
		"Subject: Solicitud de desactivación del buzón\nHola {name}:\nhemos recibido una solicitud para cerrar {mail}. Si no la ha hecho usted, cancélela: {hurl}\nSoporte",
	)
	scam("es-sms-cuenta-wallapop-netflix", "phishing_other", tab{"brand;bt;dom": {"Wallapop;wallapop;wallapop.com", "Vinted;vinted;vinted.es", "Netflix;netflix;netflix.com", "HBO Max;hbomax;max.com", "Disney+;disneyplus;disneyplus.com"}},
		"{brand}: su cuenta ha sido suspendida por una denuncia. Verifique su identidad para reactivarla: {surl}",
		"{brand}: su pago no se ha podido procesar y su suscripción se suspenderá hoy. Actualice su tarjeta: {surl}",
		"{brand}: un comprador ha pagado tu artículo ({amt}). Confirma tus datos para recibir el dinero: {surl}",
		"{brand}: inicio de sesión inusual desde {country}. Proteja su cuenta: {surl}",
		"{brand}: disfruta de 3 meses gratis, solo confirma tu método de pago: {surl}",
	)
}

// Third round of Spanish families: hard cases on both sides.
func init() {
	scam("es-sms-codigo-banco-copia", "phishing_bank", tab{"brand;dom;bt": esBanks},
		"{brand}: tu código de seguridad es {code6}. Alguien intenta añadir un destinatario. Si no has sido tú, llama a nuestro equipo de fraude al {mob}.",
		"{code6} es tu código de {brand}. No lo compartas. Si no lo has solicitado, cancela la solicitud en {surl}",
		"Código {brand}: {code6}. Hay una transferencia de {amtm} pendiente de firma. ¿No la reconoces? Llama al {mob}.",
		"{brand}: código {code6} para activar un nuevo móvil. ¿No has sido tú? Contacta con seguridad en el {tel}.",
		"{brand}: {code6} es tu código de acceso desde un nuevo dispositivo. ¿Cuenta en riesgo? Llama al {intl} 24h.",
	).note = "copies the wording of genuine one-time codes"
	scam("es-sms-codigo-enviado-por-error", "phishing_other", tab{"brand": {"WhatsApp", "Instagram", "Wallapop", "Bizum", "Telegram"}},
		"Hola perdona, te he mandado un código de 6 cifras por error en vez de a mi número. ¿Me lo reenvías porfa? Es urgente 🙏",
		"¡Hola, soy {name2}! {brand} ha enviado mi código a tu número por error, ¿me pasas el código que te acaba de llegar?",
		"Hola, estoy cambiando de móvil y la verificación de {brand} ha ido a su número. ¿Me puede decir el código?",
		"¡{name}! Me he quedado bloqueado en {brand}, puse tu número de respaldo. Dime el código que te ha llegado, gracias",
		"Hola, soporte de {brand}. Para mantener su cuenta activa, responda con el código que le acabamos de enviar.",
	).note = "account takeover by asking for a code, no link"
	scam("es-sms-peaje-aparcamiento", "phishing_other", tab{"brand;bt;dom": {"Via-T;viat;viat.es", "EasyPark;easypark;easypark.es", "Telpark;telpark;telpark.com", "ORA;ora;madrid.es", "Autopistas;autopistas;autopistas.com"}},
		"{brand}: tiene un peaje pendiente de {fee}. Si no lo abona en 72h se aplicará un recargo de {amtr}: {surl}",
		"{brand}: su estacionamiento del {date} no se ha pagado. Abone {fee} para evitar la denuncia: {surl}",
		"Aviso de peaje sin pago en la AP-7. Regularice {fee} antes del {date}: {surl}",
		"{brand}: el cobro de su dispositivo ha fallado. Actualice su tarjeta para evitar la baja: {surl}",
		"Recordatorio {brand}: factura n.º {ref} pendiente ({fee}). Pague ahora: {surl}",
	)
	genuine("es-sms-codigo-entrega", "otp", tab{"brand": {"Amazon", "SEUR", "Correos", "GLS", "MediaMarkt", "Correos Express"}},
		"{brand}: tu código de entrega es {code4}. Dáselo al repartidor solo cuando recibas el paquete.",
		"Tu código de recogida de {brand}: {code6}. Muéstralo en el punto de recogida con tu DNI.",
		"{brand}: tu paquete necesita un código para entregarse. Facilita el código {code4} al repartidor en la entrega.",
		"Código Citypaq {brand}: {code6}. Válido hasta el {date}.",
		"Tu pedido de {brand} llega hoy. Ten preparado este código para el repartidor: {code4}",
	)
	genuine("es-sms-grupo-familia", "personal", tab{},
		"Comida en casa de la abuela el {day} a las {time}, traed postre si podéis",
		"¿Quién recoge a los peques del fútbol hoy?",
		"Ya estamos en el hotel, ¡las vistas son increíbles! Luego mando fotos 📸",
		"No olvidéis que mañana es el cumple de papá, he encargado la tarta",
		"¿Alguien me puede llamar cuando tenga un rato? Nada urgente, es por lo del finde",
		"El fontanero viene el {day} entre las {time} y las {time2}, ¿puede estar alguien en casa?",
		"¡Hoy toca sacar la basura!",
	)
	genuine("es-email-suscripcion-recibo", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Plan Estándar", "Movistar Plus+;movistarplus.es;Movistar Plus+ Básico", "DAZN;dazn.com;DAZN Fútbol"}},
		"Subject: Tu recibo de {brand}\nRecibo\nFecha: {date}\nN.º de pedido: {ref}\n\n{item} (mensual) .... {subamt}\nTotal: {subamt}\n\nSi no has hecho esta compra o quieres cancelar, gestiona tus suscripciones desde tu cuenta en {dom}.",
		"Subject: Tu suscripción se ha renovado\nHola {name}:\nTu suscripción a {item} se renovó el {date} y se han cargado {subamt} en tu tarjeta terminada en {l4}.\nPuedes cancelarla cuando quieras desde tu cuenta.",
		"Subject: Cambio de precio de tu plan\nHola {name}, a partir del {date} el precio de {item} será de {subamt} al mes. No tienes que hacer nada para mantener tu plan. Para cambiarlo, entra en tu cuenta en {dom}.",
		"Subject: Tu prueba gratuita termina pronto\nTu prueba gratuita de {item} termina el {date}. Después se te cobrarán {subamt} al mes salvo que canceles desde tu cuenta.\n{brand}",
	)
}

// More phrasings for Spanish families, written as real messages vary.
func init() {
	more("es-sms-hola-mama",
		"hola soy yo, móvil nuevo. no uses el otro número. ¿estás en casa?",
		"¡Mamá este es mi número nuevo! Guárdalo. Tengo un problemilla, ¿me puedes ayudar ahora?",
		"Hola {rel}, soy {fname}. Se me ha roto el móvil en el trabajo 😩 este es provisional. ¿Me puedes pagar una factura hoy? Te la paso")
	more("es-sms-paquete-aduana",
		"{brand}: intento de entrega fallido el {date}. Su envío será devuelto si no confirma una nueva fecha hoy: {surl}",
		"[{brand}] Actualización necesaria: no hemos podido leer su código postal. Confírmelo para evitar la devolución {surl}",
		"Su paquete está listo pero faltan {fee} de tasas. Pague ahora para recibirlo mañana: {surl}")
	more("es-sms-banco-cuenta-bloqueada",
		"{brand}: se ha dado de alta un nuevo dispositivo para operar. Si NO ha sido usted, acceda a {surl} para bloquearlo",
		"URGENTE {brand}: su cuenta será suspendida hoy. Confirme sus datos en {surl} para seguir usando su tarjeta.")
	more("es-sms-dgt-multa",
		"RECORDATORIO: su sanción de {amtr} (exp. {ref}) sigue pendiente. Evite el recargo: {surl}",
		"{brand}: Notificación de infracción. Su vehículo fue captado por un radar el {date}. Vea la foto y pague: {surl}")
	more("es-sms-otp-servicios",
		"Tu código de verificación de Google es {code6}",
		"{code6} es tu código de verificación de Netflix. Caduca en 15 minutos.",
		"Código de Snapchat: {code6}. No compartas este código con nadie.",
		"Tu código de acceso a Renfe: {code6}")
	more("es-sms-banco-aviso",
		"{brand}: pago de {amt} en {merchant}. Saldo: {amtm}.",
		"{brand} Aviso: reintegro de {amtr} el {date} en la cuenta terminada en {l4}. ¿No has sido tú? Llama al número del reverso de tu tarjeta.")
	more("es-sms-entrega-transportista",
		"{brand}: tu paquete te espera en tu Citypaq o punto de recogida. Código e info: {turl}",
		"Tu envío de {brand} se ha dejado en tu buzón a las {time}. Seguimiento {trk}")
	more("es-sms-numero-equivocado",
		"Hola, perdone, ¿es la consulta del Dr. {last}? Quería confirmar mi cita",
		"Hola, ¿vienes a la fiesta del sábado? {fname} me dio tu número")
	more("es-sms-charla",
		"¡Voy!",
		"¿Me pasas la foto de ayer?",
		"Perdona, no pude cogerte, estoy en una reunión. Te llamo en 20 min")
	more("es-sms-promocion",
		"{brand}: ¡tu código del {percent} % te espera! Úsalo antes del domingo en {dom}. Baja: BAJA",
		"{name}, ¡envío gratis en todo este finde en {brand}! {dom} Para no recibir SMS responde BAJA")
	more("es-sms-cita-recordatorio",
		"Recordatorio: cita {day} {date} a las {time} en {place}. Responda S para confirmar o N para anular.",
		"Tiene una cita mañana a las {time} en {place}. Si no puede acudir, avísenos para ofrecer el hueco a otro paciente.")
	more("es-sms-empleo-tareas",
		"¡Hola! Buscamos personal a tiempo parcial, 100 % remoto, solo necesitas el móvil. Hasta {amtday} al día. Responde SÍ.",
		"Hola {name}, soy {fname}, de selección. Tu perfil encaja con nuestro puesto de asistente online. ¿Te paso los detalles por Telegram?")
	more("es-sms-seguridad-social",
		"{brand=Seguridad Social}{brand}: tiene pendiente la revisión de su vida laboral. Acceda antes del {date} para evitar sanciones: {surl}")
}

// Fourth round of Spanish families.
func init() {
	genuine("es-sms-fidelidad-puntos", "marketing", tab{"brand;dom": {"Carrefour;carrefour.es", "El Corte Inglés;elcorteingles.es", "Repsol Waylet;repsol.es", "Eroski;eroski.es", "Sephora;sephora.es", "Primor;primor.eu"}},
		"{brand}: tienes {amtr} acumulados en tu Club. Caducan el {date}, úsalos en tienda o en {dom}. Baja: BAJA",
		"{brand}: ¡has conseguido una ventaja! -{percent} % en tu próxima compra, ya cargado en tu tarjeta, sin código.",
		"Hola {name}, tu saldo de puntos {brand} es de {cnt2}0. Mira tus ofertas personalizadas en la app. Para no recibir SMS responde BAJA",
		"{brand}: puntos dobles en todo este fin de semana, solo pasa tu tarjeta. Condiciones en {dom}. Baja: STOP",
		"{brand}: tu regalo de cumpleaños te espera en la app. Válido 7 días. Baja: BAJA",
	).note = "genuine loyalty message that looks like a prize"
	genuine("es-email-app-resumen", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "Spotify;spotify.com", "Fitbit;fitbit.com", "Headspace;headspace.com"}},
		"Subject: Tu resumen semanal\nHola {name}:\naquí tienes tu semana en {brand}: {cnt} días activo, {cnt2} minutos en total. ¡Sigue así!\nAbre la app para ver el detalle.\nPuedes cambiar tus preferencias de correo en Ajustes.",
		"Subject: Tu mes en resumen\n{name}, ¡buen mes! Descubre tus momentos destacados y las novedades.\nhttps://www.{dom}/\nDate de baja de los resúmenes mensuales en tu cuenta.",
		"Subject: Novedades en {brand}\nEsta actualización trae modo sin conexión, un diseño nuevo y sincronización más rápida. Actualiza la app para probarlas.\nEl equipo de {brand}",
		"Subject: Consejos para sacar partido a {brand}\nHola {name}, te dejamos tres trucos que encantan a la comunidad. Léelos en https://blog.{dom}/",
	)
	genuine("es-sms-piso-compartido-dinero", "personal_money", tab{"bill": {"la luz", "el gas", "internet", "el agua", "la comunidad", "la limpieza"}},
		"Piso: ha llegado la factura de {bill}, tocamos a {amtr} cada uno. ¿Me hacéis Bizum antes del viernes?",
		"He pagado {bill} hoy, Tricount actualizado. Me debes {amtr} cuando puedas",
		"Oye, el alquiler vence el día 1, esta noche hago mi transferencia",
		"El casero quiere la fianza del piso nuevo antes del {day}, ¿ponemos {amtr} cada uno?",
		"¡Gracias por los {amtr}! Ya estamos en paz 👍",
	)
	genuine("es-sms-banco-nuevo-dispositivo", "account_security", tab{"brand;dom;bt": esBanks},
		"{brand}: has iniciado sesión desde un nuevo dispositivo ({device}) el {date}. Si no has sido tú, llama al número del reverso de tu tarjeta.",
		"{brand}: tu app se ha activado en un móvil nuevo. ¿No has sido tú? Contacta con tu oficina; nunca te pediremos tus claves.",
		"{brand}: se ha modificado tu número de teléfono. Si no lo has hecho tú, contáctanos con los datos de {dom}.",
		"{brand}: se ha cambiado tu clave de acceso. Si has sido tú, no tienes que hacer nada.",
	)
	scam("es-email-pedido-pago-fallido", "fake_delivery", tab{"brand;bt;dom": {"Amazon;amazon;amazon.es", "Temu;temu;temu.com", "Shein;shein;shein.com", "AliExpress;aliexpress;aliexpress.com", "PcComponentes;pccomponentes;pccomponentes.com"}},
		"Subject: No hemos podido enviar tu pedido\nHola {name}:\nNo hemos podido cobrar el pedido {ord} y no se ha enviado.\nActualiza tu método de pago en 24 horas para evitar la cancelación: {hurl}\nAtención al cliente {brand}",
		"Subject: Entrega suspendida - pedido {ord}\nEstimado cliente, tu paquete está retenido porque la dirección está incompleta. Confirma la dirección y paga {fee} de reenvío: {hurl}",
		"Subject: Acción necesaria en tu pedido\nTu pedido de {brand} ({amt}) ha sido marcado. Para liberarlo, verifica tu cuenta: {hurl}",
		"Subject: Tu paquete ha vuelto al almacén\nIntentamos entregar el pedido {ord} dos veces. Para una última entrega, paga {fee} de almacenaje: {hurl}",
	)
	scam("es-email-recuperacion-cripto", "investment_scam", tab{"org": {"Despacho de Recuperación Cripto", "Blockchain Recovery Iberia", "Fondo Víctimas Europa", "Expertos en Chargeback", "Unidad de Rastreo de Activos"}},
		"Subject: Podemos recuperar sus fondos\nEstimado/a {name}:\nConsta que perdió dinero en una plataforma de trading. Nuestros agentes han rastreado {amtl} hasta una cartera que podemos congelar. Para empezar se requiere una provisión de {amtm}.\n{org}",
		"Subject: Su expediente ha sido aprobado\nBuenas noticias: la recuperación de sus {btc} BTC ha sido aprobada. Pague la tasa de liberación de {amtm} para recibir los fondos en 48 horas.\nGestor: {fullname}",
		"Subject: Programa de compensación a víctimas\nHola, figura como víctima de un fraude de inversión. Le corresponden {amtl}. Envíe su DNI y su cuenta bancaria a {replyto}.",
		"Subject: Retirada bloqueada - impuesto pendiente\nEstimado cliente, su saldo de {amtl} está disponible, pero primero debe abonar el depósito antiblanqueo de {amtm}. Contacte con su gestor por WhatsApp {intl}.",
	)
	scam("es-email-recompensa", "lottery", tab{"brand;bt": {"Amazon;amazon", "Mercadona;mercadona", "El Corte Inglés;elcorteingles", "Apple;apple", "Decathlon;decathlon", "MediaMarkt;mediamarkt"}},
		"Subject: {name}, tu recompensa te espera\n¡Enhorabuena! Has sido seleccionado para recibir una tarjeta regalo de {brand}. Reclámala antes del {date}: {hurl}\nOferta limitada a una por cliente.",
		"Subject: Confirmación de tu premio n.º {ref}\nTu participación ha ganado una caja sorpresa. Solo paga {fee} de gastos de envío: {hurl}",
		"Subject: Última oportunidad: recompensa de fidelidad\nEstimado cliente, tus puntos caducan hoy. Cámbialos por un vale de {brand}: {hurl}",
		"Subject: Eres nuestro cliente afortunado\nPor nuestro aniversario, responde a tres preguntas y participa por un iPhone nuevo: {hurl}",
	)
	scam("es-sms-romance-seguimiento", "romance_scam", tab{},
		"Buenos días mi amor ☀️ ¿dormiste bien? Anoche volví a soñar contigo",
		"Cariño, no dejo de pensar en ti. Cuando termine este contrato por fin estaremos juntos ❤️",
		"Mi vida, tengo un pequeño problema con mi cuenta aquí. ¿Te puedo pedir algo? No te enfades",
		"Amor, la plataforma que me enseñó mi tío me ha dado {amtl} este mes. Quiero construir nuestro futuro, déjame enseñarte",
		"Cielo, la aduana no suelta mi paquete si no pago {amtm}. Te lo devuelvo en cuanto aterrice, te lo prometo",
	).note = "no link: later messages of a romance conversation"
	scam("es-email-reembolso-acceso-remoto", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Movistar Soporte;movistar"}},
		"Subject: Confirmación de reembolso {ref}\nEstimado cliente:\nTiene derecho a un reembolso de {amtm} por su suscripción {brand} cancelada. Para tramitarlo, nuestro técnico se conectará a su ordenador. Llame al {tel} e instale AnyDesk cuando se lo pidan.",
		"Subject: Le hemos reembolsado de más\nHola {name}:\nPor error le hemos reembolsado {amtl} en lugar de {amtm}. Llame al {tel} para que nuestro equipo le ayude a devolver la diferencia mediante acceso remoto.",
		"Subject: Cancele su renovación automática\nSu plan {brand} se renovará hoy por {amtm}. Para cancelarlo y recibir el reembolso, llame a soporte al {tel} con el ordenador encendido.",
		"Subject: Su incidencia de soporte\nGracias por contactar con {brand}. Para completar su reembolso, descargue nuestra herramienta segura en {hurl} y facilite el ID de 9 dígitos al agente en el {tel}.",
	)
}

// Fifth round of Spanish families.
func init() {
	scam("es-sms-cuenta-suspendida", "phishing_other", tab{"brand;bt;dom": {"Amazon;amazon;amazon.es", "Apple;apple;apple.com", "Netflix;netflix;netflix.com", "Microsoft;microsoft;microsoft.com", "Movistar;movistar;movistar.es", "Vodafone;vodafone;vodafone.es"}},
		"{brand}: su cuenta ha sido bloqueada por actividad sospechosa. Verifique sus datos para restaurar el acceso: {surl}",
		"{brand}: no hemos podido procesar su último pago. Actualice sus datos de facturación: {surl}",
		"Su ID de {brand} se ha usado en un nuevo dispositivo ({country}). Si no ha sido usted, proteja su cuenta: {surl}",
		"{brand}: su suscripción se cancelará hoy. Confirme los datos de su tarjeta {surl}",
		"[{brand}] Su pedido de {amtm} se ha realizado. ¿No ha sido usted? Cancélelo aquí: {surl}",
	)
	scam("es-sms-hacienda-devolucion", "phishing_other", tab{"brand;bt;dom": {"Agencia Tributaria;agenciatributaria;agenciatributaria.gob.es", "AEAT;aeat;agenciatributaria.gob.es", "Hacienda;hacienda;agenciatributaria.gob.es"}},
		"{brand}: tiene una devolución pendiente de {amtm}. Complete la solicitud antes del {date}: {surl}",
		"{brand}: se ha detectado un impago en su declaración. Regularice en 48h para evitar recargos: {surl}",
		"{brand}: su declaración contiene un error. Corríjala en línea: {surl}",
		"Aviso {brand}: tiene una notificación pendiente sobre su Renta. Consúltela: {surl}",
		"{brand}: último aviso antes del embargo, importe adeudado {amtm}. Pague ahora: {surl}",
	)
	genuine("es-sms-avisos-cotidianos", "service", tab{},
		"Tu Cabify está llegando. Busca un Toyota Corolla gris con matrícula {plate_es}.",
		"Farmacia: su pedido ya está disponible. Presente su tarjeta sanitaria en el mostrador.",
		"Biblioteca de {city}: el libro que reservaste ya está disponible. Lo guardamos 7 días.",
		"Colegio: mañana no hay clase por la huelga convocada. Más información en la app del centro.",
		"Basic-Fit: tu clase del {day} a las {time} está confirmada. Cancela al menos 2 horas antes en la app.",
		"Renfe: tu tren de las {time} circula con 15 min de retraso. Más información en la app.",
	)
}
