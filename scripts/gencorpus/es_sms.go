package main

// Spanish SMS families. Written here.

func init() {
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

	// ---------------------------------------------------------------- scams: phishing_other
	scam("es-sms-dgt-multa", "phishing_other", tab{"brand;dom;bt": {"DGT;dgt.es;dgt", "Dirección General de Tráfico;dgt.es;dgt", "Sede DGT;sede.dgt.gob.es;sededgt"}},
		"{brand}: tiene una multa pendiente de {amtr}. Si no la abona antes del {date} se aplicará un recargo. Pague aquí: {surl}",
		"{brand}: notificación de sanción n.º {ref} por exceso de velocidad. Consulte y pague con un 50 % de descuento: {surl}",
		"Aviso de la {brand}: su vehículo {plate_es} tiene una infracción sin pagar. Evite el embargo: {surl}",
		"Último aviso: su multa de tráfico no ha sido abonada. Para evitar la retirada de puntos, pague en {surl}",
		"{brand}: tiene una notificación pendiente en su Dirección Electrónica Vial. Acceda antes del {date}: {surl}",
		"Peaje pendiente de pago en la AP-7. Abone {fee} en 48h para evitar la sanción: {surl}",
	)
	scam("es-sms-seguridad-social", "phishing_other", tab{"brand;dom;bt": {"Seguridad Social;seg-social.es;segsocial", "SEPE;sepe.es;sepe", "Bizum;bizum.es;bizum"}},
		"{brand=SEPE}{brand}: tiene una ayuda de {amtm} pendiente de cobro. Solicítela antes del {date}: {surl}",
		"{brand={SEPE|Seguridad Social}}{brand}: su prestación ha sido suspendida por falta de documentación. Regularice aquí: {surl}",
		"Ha recibido un Bizum de {amtm}. Para aceptarlo, confirme sus datos en {surl}",
		"{brand=Seguridad Social}{brand}: su tarjeta sanitaria europea caduca. Renuévela ahora: {surl}",
		"{brand=Bizum}{brand}: su cuenta Bizum será desactivada por seguridad. Verifique su número: {surl}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("es-sms-paquete-aduana", "fake_delivery", tab{"brand;bt;dom": esCarriersScam},
		"{brand}: su paquete no ha podido ser entregado por una dirección incompleta. Actualícela en 24 horas: {surl}",
		"{brand}: su envío está retenido. Debe abonar {fee} de gastos de aduana: {surl}",
		"Su paquete {trk} está en nuestro almacén y no se puede entregar. Confirme sus datos: {surl}",
		"{brand}: no hemos podido entregar su paquete hoy. Programe una nueva entrega: {surl}",
		"Hola, tu paquete te espera. Quedan {fee} de gastos de envío pendientes antes del {date}: {surl}",
		"{brand}: último aviso antes de devolver su envío al remitente. {surl}",
		"{brand}: su pedido está en espera por falta de pago de tasas. Pague y elija fecha: {surl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("es-sms-numero-equivocado", "romance_scam", tab{},
		"Hola, ¿eres {name}? Soy {fname}, nos conocimos en la clase de yoga la semana pasada",
		"Perdona, ¿quién eres? Tengo tu número guardado como {name}... Encantada, soy {fname} y vivo en {city}",
		"Buenos días, creo que me he equivocado de número, pero pareces simpático. Me llamo {fname}, ¿de dónde eres?",
	).note = "no link; first message of a pig-butchering conversation"

	// ---------------------------------------------------------------- scams: investment_scam
	scam("es-sms-cripto-inversion", "investment_scam", tab{"brand;bt": {"Binance;binance", "Coinbase;coinbase", "Bit2Me;bit2me", "Crypto.com;cryptocom"}},
		"Convierte {amtr} en {amtm} en 7 días con nuestro robot de trading con IA. Ganancias garantizadas, sin experiencia. Regístrate: {surl}",
		"¡Enhorabuena! Tu cuenta {brand} ha generado {btc} BTC. Retira tus ganancias antes de que caduquen: {surl}",
		"Hola, soy {fname}, asistente del profesor {last}. Nuestro grupo gratuito de bolsa ganó un 38 % la semana pasada. Agrégame en WhatsApp {intl}",
		"{brand}: eres elegible para un airdrop de tokens gratis antes del {date}: {surl}",
		"Inversión segura al {percent} % mensual, capital garantizado, retira cuando quieras. Plazas limitadas: {short}",
		"Hola, soy {name2}. Mi tío trabaja en un fondo y gané {amtl} el mes pasado en esta plataforma. ¿Te enseño? {surl}",
	)

	// ---------------------------------------------------------------- scams: tech_support
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
	scam("es-sms-empleo-tareas", "other", tab{"agency": {"Adecco", "InfoJobs", "Randstad", "Indeed", "Manpower", "Hays"}},
		"Hola, soy {name2} de {agency}. Ofrecemos un trabajo flexible desde casa: 60-90 min al día, hasta {amtday} al día. ¿Te interesa? Escríbeme por WhatsApp {intl}",
		"Trabajo a tiempo parcial: valora productos online desde casa y gana {amtr} por tarea, pago diario. Contacto WhatsApp {intl}",
		"Hola, nos han recomendado tu CV. El puesto paga {amtm} a la semana, sin experiencia. Responde SÍ para más información.",
		"Hola {name}, buscamos probadores de apps. Tareas sencillas, {amtr} al día. Agrégame en Telegram @{rnd}_rrhh",
		"Hemos recibido tu candidatura. Para empezar, recarga tu cuenta de trabajo con {amtr}, que se devuelve con tu comisión: {surl}",
	)
	scam("es-sms-falso-gestor", "phishing_bank", tab{"brand;dom;bt": esBanks},
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

	// ---------------------------------------------------------------- genuine: delivery
	genuine("es-sms-entrega-transportista", "delivery", tab{"brand;trk;turl": esCarriers},
		"{brand}: tu envío {trk} se entregará hoy. Síguelo: {turl}",
		"{brand}: tu paquete llegará el {date} entre las {time} y las {time2}. Gestiona la entrega: {turl}",
		"Hola {name}, tu paquete de {brand} ha sido entregado. Seguimiento: {turl}",
		"{brand}: tu envío está disponible en tu oficina o punto de recogida hasta el {date}. Lleva tu DNI. {turl}",
		"{brand}: hoy no hemos podido entregar tu envío. Lo intentaremos mañana. Más información: {turl}",
		"Tu repartidor de {brand}, {name2}, llegará en 30 minutos. Número de envío: {trk}",
	)

	// ---------------------------------------------------------------- genuine: order
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

	// ---------------------------------------------------------------- genuine: marketing
	genuine("es-sms-promocion", "marketing", tab{"brand;dom": {"Primor;primor.eu", "Telepizza;telepizza.es", "Druni;druni.es", "Sprinter;sprinter.es", "Mango;mango.com", "Lefties;lefties.com", "Game;game.es", "Springfield;springfield.com"}},
		"{brand}: ¡-20 % en TODO solo hoy! Código ULTIMO20 en {dom}. Baja: responde BAJA",
		"¡Última oportunidad! Hasta -50 % en {brand}, termina a medianoche. {dom} Baja SMS: BAJA al 2{code4}",
		"{brand}: 2x1 en pizzas medianas, solo hoy en {dom}. Para no recibir más SMS responde BAJA",
		"¡Corre {name}! Tu cupón del {percent} % caduca en 24h. Úsalo en {dom}. Baja: BAJA",
		"{brand} VENTA FLASH: -30 % extra durante 6 horas. {dom}/rebajas Baja: responde STOP",
		"{brand}: ¡el Black Friday empieza YA! No te lo pierdas en {dom}. Baja: BAJA",
	)

	// ---------------------------------------------------------------- genuine: account_security
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
	scam("es-sms-encuesta-regalo", "lottery", tab{"brand;bt": {"Mercadona;mercadona", "Lidl;lidl", "Carrefour;carrefour", "Dia;dia", "El Corte Inglés;elcorteingles", "Primark;primark"}},
		"{brand}: has sido elegido para nuestra encuesta de 30 segundos. Recibe una recompensa de {amtr}: {surl}",
		"¡Gracias por comprar en {brand}! Responde 4 preguntas y recibe tu regalo exclusivo: {surl}",
		"{name}, tu regalo de fidelidad {brand} te espera. Solo {fee} de envío: {surl}",
		"Aniversario {brand}: 1 aspiradora Dyson de 500 por {fee}. Solo hoy: {surl}",
		"Recompensa al cliente: has ganado una tarjeta regalo de {brand}. Verifica tus datos de envío {short}",
	)
	scam("es-sms-alquiler-fianza", "other", tab{"site": {"Idealista", "Fotocasa", "Wallapop", "Milanuncios", "Facebook Marketplace"}},
		"Hola, sobre el piso de {site}: sigue disponible. Estoy trabajando fuera y no puedo enseñarlo, pero si envías la fianza de {amtm} te mando las llaves por mensajería.",
		"Hola, gracias por tu interés. Hay mucha demanda, se lo queda el primero que pague la fianza de {amtm}. IBAN: {ibanlt}",
		"La habitación es tuya si transfieres hoy la primera mensualidad ({amtm}) por el pago seguro de Airbnb: {surl}",
		"Hola, soy el propietario. Para visitarlo necesito una captura de tu saldo bancario y {amtr} de reserva.",
		"Hola {name}, la casa sigue en alquiler. Rellena la solicitud y paga {amtr} por el estudio de solvencia: {surl}",
	)
	genuine("es-sms-repartidor", "delivery", tab{"brand": {"Amazon", "SEUR", "Correos Express", "Glovo", "Carrefour", "GLS"}},
		"{brand}: tu repartidor {name2} está a 4 paradas. Llegada estimada entre las {time} y las {time2}.",
		"Hola, soy {name2}, repartidor de {brand}. Estoy abajo pero no contesta nadie. ¿Lo dejo al vecino o al conserje?",
		"{brand}: tu pedido llega hoy entre las {time} y las {time2}. Indica un lugar seguro si no vas a estar.",
		"{brand}: ¡entregado! Tu paquete se entregó en mano. Foto disponible en la app.",
		"Tu franja de entrega de {brand} mañana: {time}-{time2}. Para cambiarla, usa la app.",
	)
	genuine("es-sms-restaurante-reserva", "appointment", tab{"place": {"Casa Lucio", "La Tagliatella", "Sala de Despiece", "Lateral", "El Rincón de Pepe", "Goiko"}},
		"Tu mesa para {cnt} en {place} está confirmada el {day} a las {time}. Responde C para confirmar o A para anular.",
		"{place}: te esperamos esta noche a las {time}. ¿Vas a llegar tarde? Llámanos al {tel}.",
		"Recordatorio de TheFork: {place}, {date} a las {time}, {cnt} personas. Gestiona tu reserva en la app.",
		"Hola {name}, ¡gracias por reservar en {place}! Si hay alguna alergia, respóndenos a este mensaje.",
		"{place}: ¡tu mesa está lista! Acércate a la entrada en los próximos 10 minutos.",
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
	genuine("es-sms-padres-hijos", "personal", tab{},
		"Hola mamá, llego a casa sobre las 8. ¿Quieres que compre pan?",
		"Mamá, ¿me puedes recoger en la estación a las {time}? El tren va a su hora",
		"Papá, ¿has visto mi cargador? Creo que me lo dejé en el coche",
		"Hola mamá, ya he llegado! Te llamo cuando esté en el hotel, besos",
		"Papá soy yo, estoy en casa de Lucía, su madre me lleva después de cenar",
		"Mamá, ¿te acordaste de pedir cita con el dentista para el {day}?",
		"Hola mamá, el examen me ha salido bien creo! Luego hablamos",
		"Papá, ¿puedo traer a una amiga a comer el domingo?",
		"Gracias por la tarjeta abuela, te quiero mucho ❤️",
		"Mamá, la caldera vuelve a hacer ese ruido, ¿a quién llamamos?",
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
	scam("es-sms-romance-seguimiento", "romance_scam", tab{},
		"Buenos días mi amor ☀️ ¿dormiste bien? Anoche volví a soñar contigo",
		"Cariño, no dejo de pensar en ti. Cuando termine este contrato por fin estaremos juntos ❤️",
		"Mi vida, tengo un pequeño problema con mi cuenta aquí. ¿Te puedo pedir algo? No te enfades",
		"Amor, la plataforma que me enseñó mi tío me ha dado {amtl} este mes. Quiero construir nuestro futuro, déjame enseñarte",
		"Cielo, la aduana no suelta mi paquete si no pago {amtm}. Te lo devuelvo en cuanto aterrice, te lo prometo",
	).note = "no link: later messages of a romance conversation"
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

func init() {
	// Préstamos con gastos por adelantado.
	scam("es-sms-prestamo-gastos-previos", "other", tab{"lender": {"CréditoYa", "FinanRápido", "PrestaFácil", "DineroExpress", "Capital Directo"}},
		"¡Enhorabuena {name}! Tienes un préstamo PREAPROBADO de {amtl} sin aval y sin consultar ASNEF. Paga {amtm} de gastos de estudio y recibe el dinero hoy: {surl}",
		"{lender}: su préstamo de {amtl} ha sido aprobado. Para liberar los fondos abone {amtm} del seguro mediante tarjeta regalo o Bizum al {mob}",
		"¿Necesitas dinero urgente? {amtl} con aprobación garantizada, aunque estés en ASNEF. Solicítalo en 2 minutos: {surl}",
		"Felicidades, su solicitud {ref} está aceptada. Se requiere un depósito reembolsable de {amtm} antes de transferirle {amtl}. Responda SÍ.",
		"{lender}: último paso para recibir su préstamo. Confirme su acceso a la banca online para el ingreso: {surl}",
	)
	genuine("es-sms-banco-oferta-credito", "marketing", tab{"brand;dom;bt": esBanks},
		"{brand}: su solicitud de préstamo {ref} ha sido aprobada. Recibirá el dinero en su cuenta en 24-48 horas. Más información en la app.",
		"{brand}: el recibo de su préstamo de {amt} se cargará el {date}. No necesita hacer nada.",
		"{brand}: tienes un préstamo preconcedido en tu app. Consulta las condiciones en {dom} antes del {date}. Baja: responde BAJA",
		"{brand}: hemos ampliado el límite de su tarjeta de crédito a {amt}. Puede consultarlo en la banca online.",
	)

	// Buzón de voz: el señuelo (una app que instalar, un número de tarificación
	// adicional) y los avisos de las operadoras (un número corto, la app Teléfono).
	scam("es-sms-voicemail-lure", "phishing_other", tab{},
		"Tienes 1 mensaje de voz nuevo. Para escucharlo, descarga la aplicación: {surl}",
		"Nuevo mensaje de voz recibido a las {time}. Escúchalo aquí: {surl}",
		"Mensaje de voz de {mob} (42 s). Escúchalo antes de que se borre: {surl}",
		"Tiene un mensaje de voz pendiente. Llame al {prem} para escucharlo.",
		"{name} te ha dejado un mensaje de voz. Escúchalo: {short}",
		"Tu buzón de voz está lleno: 3 mensajes se borrarán hoy. Recupéralos en {surl}",
		"Llamada perdida del {intl}. Tienes un mensaje: devuelve la llamada al {intl} para escucharlo.",
	)
	genuine("es-sms-carrier-voicemail", "service", tab{"brand;vm": {"Movistar;22537", "Vodafone;22177", "Orange;242", "Yoigo;633"}},
		"{brand}: tiene 1 mensaje nuevo en su buzón de voz de {mob}. Llame al {vm} para escucharlo.",
		"Tienes 2 mensajes de voz nuevos. Para escucharlos llama gratis al {vm}. {brand}",
		"{brand}: el {mob} te llamó a las {time} y dejó un mensaje. Marca el {vm}.",
		"Llamada perdida de {mob} a las {time}. No ha dejado mensaje. {brand}",
		"{brand} Buzón de voz: 1 mensaje nuevo. Escúchalo en la app Teléfono o en el {vm}.",
	)
	genuine("es-sms-carrier-mailbox", "service", tab{"brand;vm": {"Movistar;22537", "Vodafone;22177", "Orange;242", "Yoigo;633"}},
		"{brand}: tu buzón de voz está casi lleno. Llama al {vm} para escuchar y borrar los mensajes antiguos.",
		"{brand}: tienes una llamada perdida del {mob} a las {time}. No ha dejado mensaje.",
		"Bienvenido al buzón de voz de {brand}. Tus mensajes también están en la app Teléfono; para poner un PIN, llama al {vm}.",
		"{brand}: una llamada del {mob} te ha dejado un mensaje de 25 segundos a las {time}. Para escucharlo, marca el {vm}.",
		"Recuerda: {brand} guarda los mensajes de tu buzón de voz 30 días. Escúchalos cuando quieras en el {vm}.",
	)
	genuine("es-sms-personal-cambio-numero", "personal", tab{},
		"Hola a todos, cambio de número: ahora es el {mob}. El antiguo deja de funcionar el viernes. {name}",
		"Hola, soy {name}. Me he cambiado de compañía, mi número ahora es {mob}. Guárdalo cuando puedas",
		"Un aviso rápido: desde hoy estoy en el {mob}, he devuelto el móvil del trabajo. ¡Nos vemos el sábado!",
		"Número nuevo 📱 {mob}, borra el antiguo. Todo lo demás sigue igual 😄 {name}",
		"Hola, soy {name}, del club de lectura. Mi número ha cambiado: {mob}. ¿Puedes actualizar la lista del grupo?",
	).note = "a number change with the number, no request"
	scam("es-sms-pedido-falso-llamada", "tech_support", tab{"brand": {"Amazon", "PayPal", "Apple", "El Corte Inglés", "MediaMarkt", "PcComponentes"},
		"item": {"iPhone 16 Pro", "MacBook Air M3", "PlayStation 5", "Samsung Galaxy S24 Ultra", "iPad Pro", "Dyson V15"}},
		"{brand}: se ha confirmado su pedido n.º {ref} de un {item} por {amtm}. Si no ha realizado esta compra, llame al {tel} para cancelarla.",
		"Confirmación de pedido {brand}: {item}, {amtm}, entrega el {date}. ¿No ha sido usted? Llame a nuestro equipo de fraude al {free} en 24 horas.",
		"Se le ha cobrado {amtm} en su cuenta de {brand} por un {item}. Si no ha sido usted, llame al {tel} para el reembolso.",
		"{brand}: se ha realizado una compra de {amtm} ({item}) con su cuenta. Para anularla, llame ahora al {mob}.",
		"¡Gracias por su pedido en {brand}! {item} - {amtm}. Si no ha autorizado este pago, llame inmediatamente al {tel}.",
	)
}
