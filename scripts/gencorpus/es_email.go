package main

// Spanish e-mail families. Written here.

func init() {
	// ---------------------------------------------------------------- scams: phishing_bank
	scam("es-email-banco-verificacion", "phishing_bank", tab{"brand;dom;bt": append(esBanks, "PayPal;paypal.com;paypal")},
		"Subject: Acción requerida: verifique su cuenta\nEstimado/a cliente:\n\nDe acuerdo con la normativa europea PSD2, debe confirmar sus datos antes del {date}. Si no lo hace, el acceso a su banca online quedará restringido.\n\nVerificar ahora: {hurl}\n\nGracias por confiar en nosotros.\nServicio de Atención al Cliente {brand}",
		"Subject: Actividad de acceso inusual\nHola {name}:\n\nHemos detectado un intento de acceso desde un dispositivo desconocido ({device}, {country}). Por su protección hemos bloqueado temporalmente su cuenta.\n\nPara desbloquearla, confirme su identidad: {hurl}\n\nSi no lo hace en 48 horas, su tarjeta será cancelada.\n\nAtentamente,\n{brand}",
		"Subject: Tiene un nuevo mensaje seguro\n{brand} - Buzón seguro\n\nTiene un documento importante sobre su cuenta. Por seguridad solo puede verlo tras identificarse: {hurl}\n\nPor favor, no responda a este correo.",
		"Subject: Reembolso de {amt} pendiente\nHola {name} {last}:\n\nSe le ha cobrado dos veces una misma operación. Tiene un reembolso de {amt} pendiente.\n\nPara recibirlo, confirme la tarjeta en la que desea el abono: {hurl}\n\n{brand}",
		"Subject: Último aviso antes del cierre de su cuenta\nEstimado cliente,\nsus datos no están actualizados según la normativa de prevención de blanqueo. Su cuenta se cerrará el {date} y los fondos quedarán bloqueados.\nActualizar datos: {hurl}\nReferencia: {ref}",
	)

	// ---------------------------------------------------------------- scams: phishing_other
	scam("es-email-agencia-tributaria", "phishing_other", tab{"brand;dom;bt": {"Agencia Tributaria;agenciatributaria.gob.es;agenciatributaria", "AEAT;agenciatributaria.gob.es;aeat", "Hacienda;agenciatributaria.gob.es;hacienda"}},
		"Subject: Devolución de la Renta pendiente\nEstimado contribuyente:\n\nTras revisar su declaración, tiene derecho a una devolución de {amtm}.\n\nPara recibirla, complete el formulario antes del {date}: {hurl}\n\n{brand}",
		"Subject: Notificación de la Agencia Tributaria - ref. {ref}\nLe informamos de que se ha detectado un error en su declaración. La cantidad de {amtm} le será devuelta tras verificar sus datos bancarios.\nAcceder: {hurl}",
		"Subject: Requerimiento: deuda pendiente\nNo hemos recibido el pago de {amtm}. Se aplicará un recargo del 20 % si no regulariza su situación en 48 horas.\nPagar ahora: {hurl}\n{brand}",
		"Subject: Actualice sus datos fiscales\nHola {name},\nDebe actualizar sus datos antes del {date} para evitar una sanción. {hurl}\nAgencia Estatal de Administración Tributaria",
		"Subject: Su borrador de la declaración está disponible\nDescargue su borrador y confirme el reembolso de {amtm} en el siguiente enlace: {hurl}\nEste enlace caduca en 24 horas.",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("es-email-envio-retenido", "fake_delivery", tab{"brand;bt;dom": esCarriersScam, "origin": {"China", "Reino Unido", "Estados Unidos", "Hong Kong", "Suiza"}},
		"Subject: Su envío {trk} está retenido en aduanas\nEstimado cliente:\n\nSu paquete procedente de {origin} ha llegado a nuestras instalaciones, pero no puede liberarse hasta el pago de los aranceles de {fee}.\n\nPagar tasas: {hurl}\n\nLos envíos no pagados se devuelven en 5 días.\n\n{brand}",
		"Subject: Entrega fallida - acción necesaria\nHola {name}:\nNuestro repartidor intentó entregar su paquete {trk} el {date}, pero no se pudo confirmar la dirección.\nActualice sus preferencias y abone {fee}: {hurl}",
		"Subject: Franqueo insuficiente\nTenemos un envío a su nombre con franqueo insuficiente ({fee} pendientes).\nPara recibirlo, pague en línea: {hurl}\nReferencia: {ref}",
		"Subject: Su paquete será devuelto\n{name}, tras dos intentos de entrega su paquete ({trk}) será devuelto el {date2}. Para recibirlo, confirme su dirección y abone {fee}: {hurl}",
		"Subject: Factura de IVA de importación\nAdjuntamos la factura del IVA de su envío desde {origin}.\nImporte: {fee}\nPago con tarjeta: {hurl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("es-email-romance-extranjero", "romance_scam", tab{"job": {"ingeniero en una plataforma petrolífera", "médico militar en misión de la ONU", "capitán de barco", "arquitecto viudo trabajando en Dubái", "cirujano en una ONG"}},
		"{name={fname}}Subject: Hola desde lejos\nHola querida,\n\nVi tu perfil y no dejo de pensar en tu sonrisa. Me llamo {mname}, soy {job}. Busco una relación seria. Escríbeme a {replyto}.\n\n{mname}",
		"{name={fname}}Subject: Necesito tu ayuda, mi amor\nMi querida {name}:\n\nMis cuentas están bloqueadas hasta que termine el contrato y necesito {amtm} para el billete de avión para conocerte por fin. ¿Puedes enviármelo por Western Union o con tarjetas regalo? Te lo devuelvo en cuanto llegue.\n\nSiempre tuyo,\n{mname}",
		"{name={fname}}Subject: Mi corazón es tuyo\nBuenos días, mi reina:\nQuiero enviarte un paquete con mis ahorros y algo de oro para que lo guardes. El diplomático solo necesita que pagues los gastos de envío de {amtm}.\nCon amor, {mname}",
		"{name={fname}}Subject: No me ignores\n{name}:\nSé que solo hablamos desde hace tres semanas pero te quiero. Estoy atrapado en el aeropuerto, la aduana retiene mi equipaje y pide {amtm}. Eres la única persona en quien confío.\n{mname}",
		"{name={fname}}Subject: Te vi en Facebook\nHola, soy {mname}, 49 años, {job}. Tu perfil me encantó. No entro mucho aquí, escríbeme por WhatsApp al {intl}.",
		"{name={fname}}Subject: Espero que no te moleste que te escriba\nHola {name}:\n\nPerdona que te escriba sin conocerte. Encontré tu perfil y algo en tu mirada me dijo que eres una persona buena. Me llamo {mname}, tengo 53 años y soy {job}. Perdí a mi esposa hace cinco años y desde entonces estamos solos mi hija y yo; ella estudia en un internado en Londres.\n\nNo busco juegos. Busco una mujer con quien compartir el resto de mi vida. Aquí la conexión es mala, así que es mejor hablar por WhatsApp o Telegram. Cuéntame de ti y de tus aficiones.\n\nQue Dios te bendiga,\n{mname}",
	)

	// ---------------------------------------------------------------- scams: investment_scam
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

	// ---------------------------------------------------------------- scams: lottery
	scam("es-email-loteria", "lottery", tab{"org": {"Lotería Internacional EuroMillones", "Sorteo El Gordo Internacional", "Departamento de Premios Microsoft", "Promoción Mundial Coca-Cola", "Sorteo Aniversario Google"}},
		"Subject: Notificación de premio ref. {ref}\nEstimado beneficiario:\n\nSu dirección de correo ha sido seleccionada y ha ganado {amtl}.\n\nPara tramitar el cobro, contacte con nuestro agente {fullname} en {replyto} indicando nombre, dirección, teléfono y copia de su DNI.\n\n{org}",
		"Subject: ¡¡¡Enhorabuena, ha ganado!!!\nEstimado ganador:\nSu correo es uno de los 10 ganadores de {amtl} en el sorteo de {org} del {date}. Se requiere una tasa de gestión de {amtm} antes de liberar los fondos.\nResponda para reclamar.",
		"Subject: Último aviso: premio sin reclamar\nHola {name}:\nEste es el último aviso sobre su premio de {amtl}. Su expediente se cerrará el {date2}. Llame a nuestra oficina al {intl}.\n{org}",
		"Subject: Formulario de liberación del premio\nEstimado ganador:\nRellene el formulario adjunto y envíelo junto con la tasa de liberación de {amtm} para recibir sus {amtl}.\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("es-email-fraude-ceo", "other", tab{"boss": {"Javier Montero", "Carmen Vidal", "Luis Ortega", "Elena Soler", "Miguel Prieto"}, "role": {"CEO", "Director General", "Director Financiero", "Gerente"}},
		"Subject: Tarea confidencial\n{name}, ¿estás en tu mesa? Necesito que te encargues de algo con total discreción. Contéstame en cuanto puedas.\n\n{boss}\nEnviado desde mi iPhone",
		"Subject: Urgente\nHola {name}:\nNecesito que compres {cnt} tarjetas regalo de Amazon de {amtr} para unos clientes. Es una sorpresa, no lo comentes. Rasca los códigos y envíame fotos. Estoy en reuniones todo el día.\n{boss}\n{role}",
		"Subject: Cambio de cuenta bancaria - factura {invoice}\nBuenos días:\nTras una auditoría hemos cambiado de banco. Rogamos realicen el pago de {amtl} de la factura {invoice} y los siguientes a nuestra nueva cuenta:\nIBAN {ibanlt}\nLa cuenta anterior ya no admite ingresos.\nSaludos,\n{fullname}\nDepartamento de Administración",
		"Subject: Operación confidencial\n{name}:\nEstamos cerrando una adquisición confidencial y necesito una transferencia de {amtl} hoy. Nuestro abogado, {fullname}, te enviará los datos. No lo comentes con nadie hasta el anuncio.\n{boss}, {role}",
		"Subject: Cambio de cuenta para la nómina\nHola:\nHe cambiado de banco y me gustaría cobrar la nómina en la nueva cuenta desde este mes. Nuevo IBAN: {ibanes}.\nGracias,\n{name2}",
	).note = "CEO fraud and false supplier bank details"

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("es-email-banco-extracto", "bank_alert", tab{"brand;dom;bt": esBanks},
		"Subject: Tu extracto ya está disponible\nHola {name} {last}:\n\nEl extracto mensual de tu cuenta terminada en {l4} ya está disponible en tu banca online.\n\nPara verlo, entra en {dom} o en la app de {brand}. Nunca te pediremos tus claves por correo electrónico.\n\n{brand}",
		"Subject: Compra importante con tu tarjeta\nHola {name}:\nSe ha realizado una compra de {amtm} en {merchant} con tu tarjeta terminada en {l4} el {date}.\nSi la has hecho tú, no tienes que hacer nada. Si no la reconoces, llama al número del reverso de tu tarjeta.",
		"Subject: Transferencia realizada\nTu transferencia de {amtm} a {fullname} se ha realizado el {date}.\nPuedes ver el detalle en tu banca online.\n{brand}",
		"Subject: Aviso de saldo bajo\nEl saldo disponible de tu cuenta terminada en {l4} es de {amt}, por debajo del límite que configuraste.\nPuedes cambiar tus avisos en la app de {brand}.\nEste es un mensaje automático.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	genuine("es-email-entrega", "delivery", tab{"brand;trk;turl": esCarriers},
		"Subject: Tu envío está en camino\nHola {name}:\n\nTu envío {trk} ha salido y llegará previsiblemente el {date}.\n\nSeguir envío: {turl}\n\nNo tienes que hacer nada. Si no vas a estar, puedes cambiar la entrega desde la página de seguimiento.\n\n{brand}",
		"Subject: Tu envío ha sido entregado\nTu paquete {trk} se entregó el {date} a las {time}.\nSeguimiento: {turl}\nSi no lo encuentras, pregunta a tus vecinos o al conserje.",
		"Subject: Retraso en tu entrega\nHola:\nPor condiciones meteorológicas tu entrega se retrasa. Nueva fecha estimada: {date}.\nÚltimo estado: {turl}\n{brand}",
		"Subject: Tu paquete te espera en el punto de recogida\n{name}, tu paquete está disponible hasta el {date2}. Lleva tu DNI y el código de recogida {code6}.\nDetalles: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	genuine("es-email-pedido", "order", tab{"brand;dom": esShops,
		"item": {"Auriculares inalámbricos", "Chubasquero infantil", "Taladro percutor", "Cargador USB-C 65 W", "Zapatillas de running", "Lámpara de mesa", "Novela de bolsillo", "Tienda de campaña"}},
		"Subject: Confirmación de tu pedido n.º {ord}\nHola {name}:\n\nGracias por tu pedido. Te avisaremos cuando se envíe.\n\n{item}\nCantidad: 1\nTotal: {amt}\n\nConsulta tu pedido: https://www.{dom}/mi-cuenta/pedidos",
		"Subject: Tu pedido ha sido enviado\nBuenas noticias {name}, tu pedido {ord} está en camino y llegará el {date}.\n{item}\nSigue tu envío desde tu cuenta en {dom}.",
		"Subject: Tu factura de {brand}\nFactura n.º {ord}\n{item} .... {amt}\nPagado con tarjeta terminada en {l4}\nGracias por tu compra. Devolución gratuita en 30 días.",
		"Subject: Hemos recibido tu devolución\nHola {name}:\nHemos recibido la devolución de {item}. El reembolso de {amt} se hará en tu método de pago en 5-7 días.\nAtención al cliente {brand}",
		"Subject: Tu pedido está listo para recoger\nHola {name}, tu pedido {ord} ya está disponible en la tienda {brand} de {city}. Tienes 10 días para recogerlo.",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("es-email-cita", "appointment", tab{"place": {"Centro Médico Castellana", "Clínica Baviera", "Taller Hermanos {last}", "Laboratorio Synlab", "Quirónsalud", "Clínica de Fisioterapia Norte"}},
		"Subject: Confirmación de su cita\nEstimado/a {name}:\n\nLe confirmamos su cita en {place} el {date} a las {time}.\n\nSi necesita anularla o cambiarla, avísenos con 24 horas de antelación en el {tel}.\n\nUn saludo,\n{place}",
		"Subject: Recordatorio: su cita de mañana\nHola {name}, le esperamos mañana a las {time}. Recuerde traer su tarjeta sanitaria y el volante.\n{place}",
		"Subject: Su reserva está confirmada\nLocalizador: {ref}\nServicio: revisión anual\nFecha: {date}, {time}\nLugar: {place}, {city}\nPuede gestionar su reserva desde su área de cliente.",
		"Subject: Es hora de pedir cita\nHola {name}, hace un año de su última revisión en {place}. Puede pedir cita online o llamando al {tel}.\nMensaje automático.",
	)

	// ---------------------------------------------------------------- genuine: marketing
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

	// ---------------------------------------------------------------- genuine: work
	genuine("es-email-trabajo-factura", "work", tab{"co": {"construcciones-ibarra.es", "grupoalmenara.com", "estudio-vega.es", "transportes-lozano.es", "asesoria-molina.com"}},
		"Subject: Factura {invoice} - marzo\nHola {name}:\n\nTe adjunto nuestra factura {invoice} por importe de {amtm} por los trabajos realizados en marzo. Pago a 30 días como siempre.\n\nCualquier duda me dices.\n\nUn saludo,\n{name2} {last2}",
		"Subject: RE: pago factura {invoice}\nHola {name2}:\nGracias por el recordatorio, en administración han programado la transferencia para el viernes. Deberías recibirla el lunes.\nSaludos,\n{name}",
		"Subject: Gastos del viaje a {city}\nHola {name}:\nHe subido mis gastos del viaje a {city} ({amtm}) a la plataforma. Adjunto tickets. ¿Puedes aprobarlos cuando tengas un momento?\nGracias,\n{name2}",
		"Subject: Pedido aprobado\n{name}, el pedido {ref} de los portátiles nuevos ({amtm}) está aprobado por Finanzas. Puedes hacer la compra al proveedor de siempre.\n{name2}",
		"Subject: Reunión movida a las {time}\nHola a todos:\nLa reunión de mañana sobre presupuestos pasa a las {time}, misma sala. El orden del día no cambia.\nGracias,\n{name2}",
		"Subject: Fuera de la oficina\nGracias por tu correo. Estoy fuera de la oficina hasta el {date} con acceso limitado al correo. Para temas urgentes, contacta con {name2} {last2}.",
	)

	// ---------------------------------------------------------------- genuine: service
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
	scam("es-email-suministros-reembolso", "phishing_other", tab{"brand;dom;bt": {"Iberdrola;iberdrola.es;iberdrola", "Endesa;endesa.com;endesa", "Naturgy;naturgy.es;naturgy", "Movistar;movistar.es;movistar", "Netflix;netflix.com;netflix"}},
		"Subject: Reembolso por cobro indebido\nEstimado cliente:\n\nHemos detectado un cobro duplicado en su última factura. Tiene un reembolso de {amt} pendiente. Para recibirlo, introduzca los datos de su tarjeta: {hurl}\n\n{brand}",
		"Subject: Su suministro será suspendido\nNo hemos podido cobrar su última factura de {amt}. Para evitar el corte del suministro, actualice su método de pago antes del {date}: {hurl}\n{brand}",
		"Subject: Su suscripción está en pausa\nHola {name}:\nTenemos problemas con su información de pago. Actualícela para seguir disfrutando del servicio: {hurl}\nEl equipo de {brand}",
		"Subject: Descuento del bono social\nUsted cumple los requisitos para el bono social con un descuento del 42 %. Solicítelo antes del {date}: {hurl}",
		"Subject: Última factura pendiente\nSu cuenta presenta un saldo pendiente de {amt}. Regularice hoy mismo: {hurl}\nReferencia: {ref}",
	)
	scam("es-email-alerta-seguridad-pc", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Seguridad de Apple;apple;apple.com", "Soporte de Microsoft;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Alerta de seguridad: troyano detectado\nWindows Defender ha detectado un programa espía en este equipo (código de error #0x{code6}).\nSus datos bancarios, contraseñas y fotos están en riesgo.\nNo apague el ordenador. Llame al soporte de Microsoft: {tel}",
		"Subject: Su almacenamiento de iCloud está lleno\nEstimado cliente:\nsu almacenamiento está lleno y sus fotos se eliminarán el {date}. Como cliente fiel, reciba 50 GB gratis: {hurl}",
		"Subject: Su ID de Apple ha sido bloqueado\nSu ID se bloqueó tras un inicio de sesión desde {country}.\nPara desbloquearlo, llame al soporte de Apple al {tel}. Tenga el dispositivo a mano.",
		"Subject: Actividad sospechosa en su IP {ip}\nNuestro sistema ha detectado actividad ilegal desde su red. Su licencia está bloqueada.\nLlame a un técnico certificado al {tel}. Caso n.º {case}.",
		"Subject: Cortafuegos caducado\nSu protección {brand} ha caducado hoy. Renueve por {amtr} o llame al {tel}.",
	)
	scam("es-email-herencia-anticipo", "other", tab{"lawyer": {"Abogado José Okoro", "Dr. Ahmed Traoré", "Sra. Helen Morrison", "Licenciado Pedro Williams", "Sr. Kwame Mensah"}},
		"Subject: Propuesta confidencial\nEstimado amigo:\nSoy {lawyer}, abogado de un cliente fallecido sin testamento que dejó un depósito de {amtl}. Como comparte su apellido, propongo presentarle como heredero. Repartiremos al 50 %.\nResponda con su nombre completo y teléfono.",
		"Subject: Notificación de herencia\nEstimado/a {name} {last}:\nIntentamos contactarle por una herencia no reclamada de {amtl}. Para iniciar la transferencia se requieren {amtm} de gastos legales.\n{lawyer}",
		"Subject: Su indemnización\nA la atención del beneficiario:\nEl fondo de compensación a víctimas de fraude ha aprobado {amtl} a su favor. Contacte con el banco pagador en {replyto}.",
		"Subject: Donación\nBuenos días:\nSoy una viuda enferma y deseo donar {amtl} a obras benéficas a través de usted. Respóndame para darle los datos del banco.\n{lawyer}",
		"Subject: Entrega de su caja diplomática\nSu caja con {amtl} está en el aeropuerto. Pague {amtm} de despacho al agente diplomático para liberarla. Contacto: {replyto}",
	)
	genuine("es-email-banco-fraude-verif", "bank_alert", tab{"brand;dom;bt": esBanks},
		"Subject: Revisa una operación reciente\nHola {name}:\n\nHemos detectado un pago inusual de {amtm} en {merchant} con tu tarjeta terminada en {l4} y lo hemos retenido por precaución.\n\nAbre la app de {brand} para confirmarnos si lo has hecho tú. Nunca te pediremos que pulses un enlace, que traspases dinero ni que compartas una clave.\n\n{brand}",
		"Subject: Tu tarjeta está bloqueada temporalmente\nHola {name}, hemos bloqueado tu tarjeta terminada en {l4} tras un intento de pago que no reconocemos. Para desbloquearla, confirma el pago en la app o llama al número del reverso de la tarjeta.",
		"Subject: Te hemos enviado una nueva tarjeta\nPor precaución hemos sustituido tu tarjeta terminada en {l4}. La recibirás en 3-5 días laborables. No tienes que hacer nada más.\n{brand}",
		"Subject: Descubierto en tu cuenta\nHola {name}, tu cuenta quedó en descubierto de {amt} el {date}. Consulta tu saldo en la app. Si ya has hecho un ingreso, no tienes que hacer nada.\n{brand}",
	)
	genuine("es-email-viaje-reserva", "order", tab{"brand;dom": {"Renfe;renfe.com", "Booking.com;booking.com", "Iberia;iberia.com", "Airbnb;airbnb.es", "Vueling;vueling.com", "BlaBlaCar;blablacar.es"}},
		"Subject: Tu reserva está confirmada - {ref}\nHola {name}:\n\nTu reserva en {city} está confirmada.\nEntrada: {date}\nSalida: {date2}\nPrecio total: {amtm}\n\nGestiona tu reserva en https://www.{dom}/\n\n¡Hasta pronto!",
		"Subject: Tu billete electrónico {pnr}\nHola {name} {last}:\nGracias por volar con {brand}. Localizador: {pnr}. Tu vuelo a {city} sale el {date} a las {time}.\nLa facturación online abre 24 horas antes en {dom}.",
		"Subject: Tus billetes del {date}\nHola {name}, aquí tienes tus billetes a {city}. Muestra el código QR de la app en el control de acceso. Total pagado: {amt}.\n{brand}",
		"Subject: Recordatorio de tu reserva\nTu estancia empieza en 3 días. Las instrucciones del anfitrión están en la app. ¿Dudas? Escribe al anfitrión solo a través de {brand}.",
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
}

func init() {
	scam("es-email-sextorsion", "other", tab{},
		"Subject: Conozco tu contraseña\nHola,\ntengo acceso a tu dispositivo desde hace meses y te grabé con la webcam mientras veías páginas para adultos. Envía {btc} BTC a {btcaddr} en 48 horas o el vídeo llegará a todos tus contactos.",
		"Subject: {mail}\nNo me conoces, pero yo a ti sí. Mi programa grabó tu pantalla y tu cámara. Paga {amtm} en Bitcoin a esta cartera: {btcaddr}. Tienes 2 días. No acudas a la policía.",
		"Subject: Tu cuenta ha sido hackeada\nTengo tu historial y un vídeo tuyo. Transfiere {amtm} en BTC a {btcaddr} y todo se borrará. El contador empezó al abrir este correo.",
		"Subject: Último aviso\n{name}, tengo todos tus contactos y un vídeo comprometedor. Si no recibo {amtm} en Bitcoin en 50 horas, lo enviaré a tu familia y compañeros. Cartera: {btcaddr}",
		"Subject: Citación - Policía Nacional, Brigada de Delitos Tecnológicos\nSe le investiga por acceso a contenidos ilícitos. Para evitar acciones judiciales, responda en 72 horas a {replyto} con sus alegaciones.\nInspector {last2}",
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
}

// Third round of Spanish families: hard cases on both sides.
func init() {
	genuine("es-email-suscripcion-recibo", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Plan Estándar", "Movistar Plus+;movistarplus.es;Movistar Plus+ Básico", "DAZN;dazn.com;DAZN Fútbol"}},
		"Subject: Tu recibo de {brand}\nRecibo\nFecha: {date}\nN.º de pedido: {ref}\n\n{item} (mensual) .... {subamt}\nTotal: {subamt}\n\nSi no has hecho esta compra o quieres cancelar, gestiona tus suscripciones desde tu cuenta en {dom}.",
		"Subject: Tu suscripción se ha renovado\nHola {name}:\nTu suscripción a {item} se renovó el {date} y se han cargado {subamt} en tu tarjeta terminada en {l4}.\nPuedes cancelarla cuando quieras desde tu cuenta.",
		"Subject: Cambio de precio de tu plan\nHola {name}, a partir del {date} el precio de {item} será de {subamt} al mes. No tienes que hacer nada para mantener tu plan. Para cambiarlo, entra en tu cuenta en {dom}.",
		"Subject: Tu prueba gratuita termina pronto\nTu prueba gratuita de {item} termina el {date}. Después se te cobrarán {subamt} al mes salvo que canceles desde tu cuenta.\n{brand}",
	)
}

// Fourth round of Spanish families.
func init() {
	genuine("es-email-app-resumen", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Babbel;babbel.com", "Spotify;spotify.com", "Fitbit;fitbit.com", "Headspace;headspace.com"}},
		"Subject: Tu resumen semanal\nHola {name}:\naquí tienes tu semana en {brand}: {cnt} días activo, {cnt2} minutos en total. ¡Sigue así!\nAbre la app para ver el detalle.\nPuedes cambiar tus preferencias de correo en Ajustes.",
		"Subject: Tu mes en resumen\n{name}, ¡buen mes! Descubre tus momentos destacados y las novedades.\nhttps://www.{dom}/\nDate de baja de los resúmenes mensuales en tu cuenta.",
		"Subject: Novedades en {brand}\nEsta actualización trae modo sin conexión, un diseño nuevo y sincronización más rápida. Actualiza la app para probarlas.\nEl equipo de {brand}",
		"Subject: Consejos para sacar partido a {brand}\nHola {name}, te dejamos tres trucos que encantan a la comunidad. Léelos en https://blog.{dom}/",
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
	scam("es-email-reembolso-acceso-remoto", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Microsoft;microsoft", "PayPal;paypal", "Norton;norton", "Movistar Soporte;movistar"}},
		"Subject: Confirmación de reembolso {ref}\nEstimado cliente:\nTiene derecho a un reembolso de {amtm} por su suscripción {brand} cancelada. Para tramitarlo, nuestro técnico se conectará a su ordenador. Llame al {tel} e instale AnyDesk cuando se lo pidan.",
		"Subject: Le hemos reembolsado de más\nHola {name}:\nPor error le hemos reembolsado {amtl} en lugar de {amtm}. Llame al {tel} para que nuestro equipo le ayude a devolver la diferencia mediante acceso remoto.",
		"Subject: Cancele su renovación automática\nSu plan {brand} se renovará hoy por {amtm}. Para cancelarlo y recibir el reembolso, llame a soporte al {tel} con el ordenador encendido.",
		"Subject: Su incidencia de soporte\nGracias por contactar con {brand}. Para completar su reembolso, descargue nuestra herramienta segura en {hurl} y facilite el ID de 9 dígitos al agente en el {tel}.",
	)
}
