package main

import "strings"

// Spanish families, third kind: genuine notices from Spain and Latin America that carry
// the words a naive filter fears (impago, recibo devuelto, recargo por mora, a deadline,
// "llámenos", fianza, a fraud check to answer SI/NO) and give nothing to a stranger,
// and the scams that copy them. Written here.

// esNoticePat writes a digit pattern as slots: '#' is a digit, '@' a digit 1-9. Each
// digit is drawn on its own, so one pattern gives a different number every time.
func esNoticePat(p string) string {
	return strings.NewReplacer("#", "{0|1|2|3|4|5|6|7|8|9}", "@", "{1|2|3|4|5|6|7|8|9}").Replace(p)
}

// esNoticePais gives the columns cc;monto;montom;linea written the way each country
// writes them: monto a household bill, montom a larger sum (a card payment), linea a
// helpline. The es slots give euros and Spanish numbers, so the other countries get
// their own currency and number formats here.
func esNoticePais() []string {
	return []string{
		"es;{amt};{amtm};{tel}",
		"mx;" + esNoticePat("$@##.##") + ";" + esNoticePat("$@,###.##") + ";" + esNoticePat("800 @## ####"),
		"mx;" + esNoticePat("$@,###.##") + ";" + esNoticePat("$@,###.00") + ";" + esNoticePat("800 @## ####"),
		"ar;" + esNoticePat("$@#.###,##") + ";" + esNoticePat("$@##.###,##") + ";" + esNoticePat("0800-@##-####"),
		"ar;" + esNoticePat("$ @#.###") + ";" + esNoticePat("$ @##.###") + ";" + esNoticePat("0800-@##-####"),
		"co;" + esNoticePat("${1|2|3}##.###") + ";" + esNoticePat("$@##.###") + ";" + esNoticePat("01 8000 @## ###"),
		"co;" + esNoticePat("${1|2|3}##.###") + ";" + esNoticePat("$@.###.###") + ";" + esNoticePat("01 8000 @## ###"),
		"cl;" + esNoticePat("$@#.###") + ";" + esNoticePat("$@##.###") + ";" + esNoticePat("600 @## ####"),
	}
}

// esNoticeRenta is a monthly rent in Spain, written round as landlords write it.
var esNoticeRenta = []string{esNoticePat("{5|6|7|8|9}#0 €"), esNoticePat("1.{0|1|2|3|4}#0 €"), esNoticePat("{6|7|8|9}{0|5}0 euros")}

func init() {
	// ---------------------------------------------------------------- genuine: bills overdue
	genuine("es-sms-recibo-impago", "service", tab{
		"brand;dom;cc": {"Iberdrola;iberdrola.es;es", "Endesa;endesa.com;es", "Naturgy;naturgy.es;es", "Movistar;movistar.es;es",
			"Vodafone;vodafone.es;es", "Orange;orange.es;es", "Canal de Isabel II;canaldeisabelsegunda.es;es",
			"CFE;cfe.mx;mx", "Telmex;telmex.com;mx", "Edenor;edenor.com;ar", "Metrogas;metrogas.com.ar;ar",
			"Enel;enel.com.co;co", "Vanti;grupovanti.com;co", "Enel;enel.cl;cl", "Aguas Andinas;aguasandinas.cl;cl", "Entel;entel.cl;cl"},
		"cc;monto;montom;linea": esNoticePais()},
		"{cc=es}{brand}: tu banco nos ha devuelto el recibo de tu factura de {monto}. Puedes pagarla en tu Área Clientes de {dom} o en la app. Si ya la has pagado, no tienes que hacer nada.",
		"{cc=es}{brand} te informa: a fecha de hoy no consta el pago de tu factura de {monto}, vencida el {date}. Si no se abona, podrán aplicarse intereses de demora. ¿Tienes dificultades para pagar? Llámanos al {linea} y te ofrecemos un aplazamiento. Si ya has pagado, ignora este SMS.",
		"{cc=es}Aviso {brand}: recibo pendiente {monto}. Evita la suspensión del servicio pagándolo antes del {date} en {dom}.",
		"{cc=mx}{brand}: Tu recibo por {monto} vence el {date}. Evita la suspensión del servicio y paga en {dom}, en la app o en tiendas de conveniencia. Si ya pagaste, haz caso omiso a este mensaje.",
		"{cc=ar}{brand}: tu factura de {monto} venció el {date}. Pagala desde la app, tu home banking o Mercado Pago y evitá recargos por mora. Si ya la abonaste, desestimá este mensaje.",
		"{cc={co|cl}}{brand}: Estimado cliente, su factura por {monto} tiene fecha límite de pago el {date}. Evite la suspensión del servicio y el cobro por reconexión. Pague en {dom} o en puntos de pago autorizados.",
	)

	// ---------------------------------------------------------------- genuine: official documents
	genuine("es-sms-tramite-oficial", "service", tab{},
		"Cita previa DNI-Pasaporte: su cita para la expedición del pasaporte es el {date} a las {time} en la oficina de {city}. Traiga una fotografía reciente y su DNI en vigor; la tasa se abona en la oficina. Para anularla: citapreviadnie.es",
		"DGT: tiene una nueva notificación en su Dirección Electrónica Vial (DEV). Consúltela en sede.dgt.gob.es con Cl@ve, DNIe o certificado digital. La DGT no incluye enlaces en sus SMS.",
		"Agencia Tributaria: le recordamos que el 5 de noviembre se cargará en su cuenta el segundo plazo de su declaración de la Renta ({amtm}). No necesita realizar ninguna gestión. Más información en sede.agenciatributaria.gob.es",
		"SAT: Tienes un nuevo mensaje en tu Buzón Tributario. Consúltalo en sat.gob.mx con tu RFC y contraseña o e.firma. El SAT no envía archivos ni ligas de descarga por SMS.",
		"Mi Argentina: tu nuevo DNI fue despachado por Correo Argentino. Podés seguir el envío en correoargentino.com.ar con tu número de trámite. No hace falta que respondas este mensaje.",
		"Registro Civil: su cédula de identidad está disponible para retiro en la oficina de {Providencia|Ñuñoa|Maipú|Viña del Mar|Concepción}. Presente su comprobante de solicitud. Más información en registrocivil.cl",
	)

	// ---------------------------------------------------------------- genuine: travel disruption
	genuine("es-sms-viaje-incidencia", "service", tab{"brand;dom;pre": {"Renfe;renfe.com;AVE ", "Iberia;iberia.com;IB", "Vueling;vueling.com;VY",
		"Air Europa;aireuropa.com;UX", "ALSA;alsa.es;ALSA ", "Aeroméxico;aeromexico.com;AM"}},
		"{brand=Renfe}Renfe informa: debido a la huelga convocada el {date}, su tren de las {time} con destino {city} no circulará. Puede cambiar el billete sin coste o anularlo con devolución del 100 % en renfe.com, la app o taquillas.",
		"{brand={Iberia|Vueling|Air Europa}}{brand}: tu vuelo {pre}{code4} a {city} del {date} ha sido cancelado. Te hemos reubicado en el vuelo de las {time}. Si no te encaja, puedes cambiarlo o pedir el reembolso en Mis reservas de {dom}.",
		"{brand={Iberia|Vueling|Air Europa}}{brand}: tu vuelo {pre}{code4} saldrá con retraso. Nueva hora estimada de salida: {time}. Si llegas a destino con más de 3 horas de retraso, puedes solicitar la compensación del Reglamento (CE) 261/2004 en {dom}.",
		"{brand=ALSA}ALSA: por la alerta meteorológica, tu autobús del {date} a las {time} con destino {city} queda cancelado. Puedes cambiar o anular tu billete sin gastos en alsa.es o en el {tel}.",
		"{brand=Renfe}Renfe: su tren del {date} llegó a {city} con retraso. Según nuestros compromisos de puntualidad, puede solicitar la devolución en renfe.com (Devoluciones y reclamaciones) con su localizador {pnr}.",
		"{brand=Aeroméxico}Aeroméxico: Tu vuelo "+esNoticePat("AM@##")+" con destino a {Cancún|Monterrey|Guadalajara|Tijuana|Mérida} presenta una demora. Nuevo horario de salida: {time}. Consulta el estatus en aeromexico.com o en la app. No es necesario responder.",
	)

	// ---------------------------------------------------------------- genuine: pharmacy
	genuine("es-sms-farmacia-receta", "appointment", tab{
		"brand;cc": {"Farmacia {last};es", "Farmacia Lda. {fname} {last};es", "Farmacia {last} {last2};es", "Farmacias del Ahorro;mx",
			"Farmacias Guadalajara;mx", "Farmacity;ar", "Cruz Verde;cl", "Salcobrand;cl"}},
		"{cc=es}{brand}: su pedido ya está disponible. Importe a abonar: {amt}. Recuerde traer su tarjeta sanitaria. Le guardamos el encargo hasta el {day}.",
		"{cc=es}{brand}: hemos recibido su receta electrónica. Uno de los medicamentos está en falta y le avisaremos cuando llegue. Si lo necesita con urgencia, llámenos al {tel}.",
		"{cc=es}{brand}: le recordamos que el {date} tiene preparada la medicación de su sistema de dosificación semanal. Puede recogerla a partir de esa fecha. No es necesario responder a este mensaje.",
		"{cc=mx}{brand}: Tu pedido está listo para recoger en sucursal. Presenta tu receta original y una identificación oficial. Lo apartamos 3 días.",
		"{cc=ar}{brand}: tu receta electrónica ya está en la farmacia. Podés retirar tu medicación presentando tu DNI y la credencial de tu obra social o prepaga.",
		"{cc=cl}{brand}: Hola {name}, tu pedido con receta retenida está listo para retiro en tu local. Recuerda presentar la receta original y tu cédula de identidad.",
	)

	// ---------------------------------------------------------------- genuine: school
	genuine("es-sms-colegio-aviso", "service", tab{
		"school;cc": {"CEIP Miguel de Cervantes;es", "CEIP Federico García Lorca;es", "Colegio Nuestra Señora del Pilar;es", "IES Ramiro de Maeztu;es",
			"Colegio San José;es", "Colegio Miguel Hidalgo;mx", "Instituto Juan Pablo II;mx", "Colegio San Martín;ar", "Escuela N.º {cnt2} D.E. {cnt};ar"},
		"cc;monto;montom;linea": esNoticePais()},
		"{cc=es}{school}: les recordamos que el {day} termina el plazo para pagar la excursión {a CosmoCaixa|a Faunia|a la granja escuela|al Museo del Prado|a Micrópolix} ({amtr}). Pueden abonarla en la cuenta del AMPA o en secretaría. Gracias.",
		"{cc=es}Comedor {school}: el recibo de comedor de {octubre|noviembre|enero|febrero|marzo} ha sido devuelto por el banco. Rogamos abonen {monto} en secretaría o por transferencia antes del {day}.",
		"{cc=es}{school}: su hijo/a no ha asistido hoy a primera hora de clase. Si la falta está justificada, puede comunicarlo desde la app del centro.",
		"{cc=es}{school}: el {day} la salida será a las 13:00 por jornada reducida. Si necesitan ampliar el horario, contacten con secretaría en el {tel}.",
		"{cc=mx}{school}: Recordatorio: la colegiatura de {septiembre|octubre|noviembre|enero|febrero} ("+esNoticePat("${3|4|5|6|7|8},#00.00")+") vence el día 10. A partir del día 11 se aplica un recargo del {5|10} %. Si ya realizaste tu pago, haz caso omiso.",
		"{cc=ar}{school}: mañana no hay clases por jornada institucional y el comedor no funcionará. Cualquier consulta, por el cuaderno de comunicados. Saludos, la Dirección.",
	)

	// ---------------------------------------------------------------- genuine: bank fraud check, no link
	genuine("es-sms-banco-fraude-sino", "bank_alert", tab{
		"brand;dom;cc": {"Santander;bancosantander.es;es", "BBVA;bbva.es;es", "CaixaBank;caixabank.es;es", "Banco Sabadell;bancsabadell.com;es",
			"ING;ing.es;es", "Bankinter;bankinter.com;es", "Banorte;banorte.com;mx", "BBVA México;bbva.mx;mx", "Bancolombia;bancolombia.com;co",
			"Banco Galicia;bancogalicia.com;ar", "BancoEstado;bancoestado.cl;cl"},
		"cc;monto;montom;linea": esNoticePais(),
		"cc;comercio": {"es;{merchant}", "mx;{OXXO|WALMART|LIVERPOOL|MERCADO PAGO|AMAZON MX|UBER EATS}",
			"ar;{MERCADOLIBRE|FRAVEGA|COTO|PEDIDOSYA|CARREFOUR}", "co;{EXITO|FALABELLA|RAPPI|ALKOSTO|OLIMPICA}", "cl;{FALABELLA|LIDER|RIPLEY|JUMBO|PARIS}"}},
		"{cc={es|co}}{brand}: ¿Ha realizado una compra de {montom} en {comercio} con su tarjeta terminada en {l4}? Responda SI o NO. Nunca le pediremos claves ni códigos por SMS.",
		"{cc={es|mx}}{brand}: hemos retenido un pago de {montom} en {comercio} con tu tarjeta *{l4}. Si lo reconoces, responde SI y podrás repetirlo. Si no, responde NO y la bloquearemos.",
		"{cc={es|mx|cl}}{brand}: por seguridad hemos bloqueado temporalmente tu tarjeta terminada en {l4}. Llama al número que aparece en el reverso de la tarjeta o revisa la app. Nunca te pediremos que transfieras dinero a otra cuenta.",
		"{cc=mx}{brand}: ¿Reconoces el cargo por {montom} en {comercio} con tu tarjeta con terminación {l4}? Responde SI o NO. {brand} nunca te pedirá tu NIP, contraseñas ni códigos.",
		"{cc=co}{brand} le informa compra por {montom} en {comercio} {time}. {date} T.Cred *{l4}. Si no la reconoce, comuníquese con nosotros al {linea}.",
		"{cc=ar}{brand}: detectamos un consumo de {montom} en {comercio} con tu tarjeta terminada en {l4}. Si no lo reconocés, comunicate al número que figura al dorso de tu tarjeta. Nunca te vamos a pedir claves ni códigos.",
	)

	// ---------------------------------------------------------------- genuine: charities
	genuine("es-sms-ong-donativo", "marketing", tab{
		"org;dom;cc": {"Cruz Roja;cruzroja.es;es", "Cáritas;caritas.es;es", "Médicos Sin Fronteras;msf.es;es", "UNICEF España;unicef.es;es",
			"Save the Children;savethechildren.es;es", "Aldeas Infantiles SOS;aldeasinfantiles.es;es", "Cruz Roja Mexicana;cruzrojamexicana.org.mx;mx"}},
		"{cc=es}{org}: ¡gracias por tu donativo de {amtr}! Recuerda que desgrava: Hacienda te devuelve el 80 % de los primeros 250 € donados. Para no recibir más SMS responde BAJA.",
		"{cc=es}{org}: hemos cargado tu cuota de socio de {amtr} de este mes. Gracias por estar ahí. Puedes cambiarla cuando quieras en {dom} o llamando al {tel}.",
		"{cc=es}{org}: el banco nos ha devuelto el recibo de tu cuota de {amtr}. Si quieres seguir colaborando, no tienes que hacer nada: lo volveremos a intentar el mes que viene.",
		"{cc=es}{org}: {name}, ya puedes descargar tu certificado de donaciones en tu área de socio de {dom}. Hemos enviado los datos a Hacienda y aparecerán en tu borrador de la Renta.",
		"{cc=es}Emergencia DANA: {org} sigue atendiendo a las familias afectadas en Valencia. Si quieres ayudar, puedes donar en {dom}. Gracias.",
		"{cc=mx}{org}: gracias por tu donativo de ${100|200|250|300|500|1,000} a la Colecta Nacional. Si necesitas recibo deducible, solicítalo en {dom} con tu RFC.",
	)
}

func init() {
	// ---------------------------------------------------------------- genuine e-mail: insurance
	genuine("es-email-seguro-recibo", "service", tab{"brand;dom;seg": {"Mapfre;mapfre.es;de coche", "Mutua Madrileña;mutua.es;de coche",
		"Línea Directa;lineadirecta.com;de hogar", "AXA;axa.es;de hogar", "Allianz;allianz.es;de moto", "Generali;generali.es;de hogar", "Sanitas;sanitas.es;de salud"}},
		"Subject: Tu seguro {seg} se renueva el {date}\nHola {name}:\n\nTu póliza n.º {ref} se renovará automáticamente el {date}. La prima del próximo periodo es de {amtm}, que cargaremos en tu cuenta domiciliada. Tienes el detalle de coberturas y precio en tu área de clientes de {dom}.\n\nSi no quieres renovar, recuerda que debes comunicárnoslo al menos un mes antes de la fecha de vencimiento.\n\nUn saludo,\n{brand}",
		"Subject: Recibo pendiente de su póliza {ref}\nEstimado/a {name} {last}:\n\nEl recibo de {amt} de su seguro {seg}, con vencimiento el {date}, ha sido devuelto por su entidad bancaria. Le recordamos que, según el artículo 15 de la Ley de Contrato de Seguro, la cobertura queda suspendida un mes después del vencimiento si el recibo no se ha pagado.\n\nPuede abonarlo en su área de clientes, en cualquiera de nuestras oficinas o llamando al {tel}. Si ya lo ha pagado, no tenga en cuenta este mensaje.\n\nAtentamente,\n{brand}",
		"Subject: Tu documentación ya está disponible\nHola {name}, ya tienes las condiciones particulares y el recibo de tu seguro {seg} en la app de {brand}. No hace falta que nos envíes nada firmado. Si algún dato no es correcto, llámanos al {tel}.",
		"Subject: Hemos abierto tu expediente {case}\nHola {name}:\nHemos registrado el siniestro que nos comunicaste el {date} con el número {case}. Un perito se pondrá en contacto contigo en 48-72 horas para concertar la visita. No tienes que adelantar ningún pago.\n{brand}",
		"Subject: Confirmación de baja de tu póliza\nHola {name}:\nTal como nos pediste, tu póliza {ref} quedará anulada el {date}, a su vencimiento, y no emitiremos más recibos. Si hay algún importe a tu favor, lo abonaremos en tu cuenta en los próximos días. No necesitas responder a este correo.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine e-mail: job interview
	genuine("es-email-entrevista-empresa", "work", tab{
		"org;co": {"Inditex;inditex.com", "Mercadona;mercadona.es", "Telefónica;telefonica.com", "Iberdrola;iberdrola.com", "BBVA;bbva.com",
			"Mercado Libre;mercadolibre.com", "Grupo Bimbo;grupobimbo.com", "Cencosud;cencosud.com", "Bancolombia;bancolombia.com.co"},
		"puesto": {"Analista de Datos", "Técnico/a de Compras", "Desarrollador/a Backend", "Administrativo/a Contable", "Responsable de Tienda", "Técnico/a de Selección"}},
		"Subject: Entrevista para el puesto de {puesto} - {org}\nHola {name}:\n\nGracias por tu interés en la posición de {puesto}. Nos gustaría conocerte en una entrevista por Microsoft Teams el {date} a las {time} (unos 45 minutos). Te enviaremos la invitación en cuanto nos confirmes tu disponibilidad respondiendo a este correo.\n\nUn saludo,\n{name2} {last2}\nTalent Acquisition | {org}",
		"Subject: Siguiente fase del proceso\nHola {name}, ¿qué tal?\n\nTras la entrevista con el equipo, queremos pasar a la siguiente fase: una prueba técnica que podrás hacer desde casa esta semana. Te llegará un correo de nuestra plataforma de evaluación. Recuerda que el proceso es totalmente gratuito y que nunca te pediremos ningún pago.\n\nSaludos,\n{name2}\nSelección, {org}",
		"Subject: Propuesta de incorporación - {puesto}\nEstimado/a {name}:\n\nNos complace comunicarte que has sido seleccionado/a para el puesto de {puesto}. Te adjuntamos la carta de oferta con las condiciones: salario bruto anual, jornada e incorporación prevista el {date}.\n\nLa documentación para el alta te la pediremos el día de la firma del contrato, en nuestras oficinas o en el portal del empleado. Por favor, no envíes datos bancarios ni copias de documentos por correo electrónico.\n\nUn cordial saludo,\n{name2} {last2}\nPersonas y Cultura, {org}",
		"Subject: Invitación a entrevista presencial\nHola {name}:\n\nTe invitamos a una entrevista presencial el {date} a las {time} en nuestras oficinas corporativas. Preséntate en recepción con tu CV impreso y una identificación oficial, y pregunta por {name2} {last2}. Si no puedes asistir, responde a este correo para reprogramar.\n\nSaludos,\nAtracción de Talento, {org}",
		"Subject: Tu candidatura en {org}\nHola {name}:\nGracias por el tiempo que has dedicado a nuestro proceso para {puesto}. En esta ocasión hemos decidido continuar con otros perfiles que se ajustan más a las necesidades actuales. Guardaremos tu CV para futuras vacantes, salvo que nos indiques lo contrario.\nUn saludo,\nEquipo de Selección de {org}",
	)

	// ---------------------------------------------------------------- genuine e-mail: renting
	genuine("es-email-alquiler-fianza", "personal_money", tab{
		"agent;co": {"Tecnocasa;tecnocasa.es", "Engel & Völkers;engelvoelkers.com", "Century 21;century21.es", "Redpiso;redpiso.es", "RE/MAX;remax.es"},
		"renta":    esNoticeRenta,
		"calle":    {"la calle Alcalá", "la calle Sagasta", "la avenida de América", "la calle Colón", "la calle San Vicente Mártir", "la calle Feria"}},
		"Subject: Reserva del piso de {calle}\nHola {name}:\n\nComo hablamos tras la visita de ayer, el propietario ha aceptado tu solicitud. Para reservar el piso firmaremos un documento de reserva en nuestra oficina de {city}, donde abonarás {renta} como señal, que se descontará de la primera mensualidad. Lo firmamos en persona, así que no hagas ninguna transferencia antes.\n\nUn saludo,\n{name2} {last2}\n{agent}",
		"Subject: Depósito de tu fianza\nHola {name}:\n\nTe confirmamos que la fianza de tu contrato de alquiler ({renta}, una mensualidad) ya está depositada en el organismo oficial de tu comunidad autónoma, como exige la Ley de Arrendamientos Urbanos. Te adjuntamos el justificante del depósito; guárdalo hasta el final del contrato.\n\n{name2} {last2}\n{agent}",
		"Subject: Devolución de la fianza\nHola {name}:\nLa revisión del piso el día de la entrega de llaves fue correcta. El propietario te devolverá la fianza de {renta} por transferencia a la cuenta que consta en el contrato, dentro del plazo de un mes que marca la ley.\nGracias por todo,\n{name2}, {agent}",
		"Subject: Actualización anual de la renta\nEstimado/a {name} {last}:\nSegún la cláusula de actualización de su contrato, a partir del {date} la renta mensual pasa a ser de {renta}, aplicando el índice de referencia publicado por el INE. El pago se seguirá haciendo como hasta ahora. Para cualquier duda, puede llamarnos al {tel}.\nAtentamente,\n{name2} {last2}\n{agent}",
		"Subject: Recibo de alquiler de {octubre|noviembre|diciembre|enero|febrero} pendiente\nHola {name}:\nEl propietario nos indica que no ha recibido la mensualidad de este mes ({renta}). Puede que sea un retraso del banco; si ya la has pagado, envíanos el justificante respondiendo a este correo. Si no, te agradecemos que la abones esta semana en la cuenta de siempre.\n{name2}, departamento de alquileres\n{agent}",
	)

	// ---------------------------------------------------------------- genuine e-mail: charities
	genuine("es-email-ong-certificado", "service", tab{"brand;dom": {"Cruz Roja;cruzroja.es", "Cáritas;caritas.es", "Médicos Sin Fronteras;msf.es",
		"UNICEF España;unicef.es", "Save the Children;savethechildren.es", "Oxfam Intermón;oxfamintermon.org"}},
		"Subject: Tu certificado de donaciones {2024|2025}\nHola {name}:\n\nYa tienes disponible tu certificado fiscal de donaciones en tu área de socio de {dom}. Este año has aportado {amtm} a {brand}.\n\nNo tienes que hacer nada más: hemos comunicado tus datos a la Agencia Tributaria (modelo 182) y la deducción aparecerá en tu borrador de la Renta. Si ves algún error en tu NIF, escríbenos respondiendo a este correo.\n\nGracias por tu compromiso,\n{brand}",
		"Subject: No hemos podido cobrar tu cuota\nHola {name}:\nEl banco nos ha devuelto el recibo de tu cuota de {amtr} de este mes. A veces ocurre por un cambio de cuenta. Si quieres actualizar tus datos, hazlo desde tu área de socio o llámanos al {tel}. Y si prefieres dejar de colaborar, no pasa nada: solo tienes que decírnoslo.\n{brand}",
		"Subject: Emergencia en {Sudán|Gaza|el Sahel|Ucrania}: necesitamos tu ayuda\nHola {name}:\n\nNuestros equipos ya están sobre el terreno atendiendo a miles de personas. Con {amtr} podemos cubrir la atención básica de una familia durante una semana. Puedes donar de forma segura en {dom}.\n\nGracias por estar ahí,\n{brand}",
		"Subject: Gracias por tu donativo\nHola {name}, hemos recibido tu donativo de {amtr}. A principios de año te enviaremos el certificado fiscal. Recuerda que los primeros 250 € donados desgravan un 80 % en la Renta.\nUn abrazo,\n{brand}",
		"Subject: Cambio en tu cuota de socio\nHola {name}:\nTal como nos pediste por teléfono, a partir del {date} tu cuota será de {amtr} al mes. Seguiremos cargándola en la misma cuenta. No necesitas responder a este correo.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine e-mail: travel compensation
	genuine("es-email-viaje-compensacion", "service", tab{"brand;dom;pre": {"Iberia;iberia.com;IB", "Vueling;vueling.com;VY", "Air Europa;aireuropa.com;UX",
		"Renfe;renfe.com;AVE ", "Aeroméxico;aeromexico.com;AM", "Iryo;iryo.eu;Iryo "}},
		"Subject: Tu reclamación {ref} - Reglamento (CE) 261/2004\n{brand={Iberia|Vueling|Air Europa}}Hola {name}:\n\nHemos revisado tu reclamación por el retraso de tu vuelo del {date}. Te corresponde una compensación de {250|400|600} €, que abonaremos en la cuenta bancaria que indicaste en el formulario de {dom} en unos 7 días hábiles. No necesitas hacer nada más.\n\nSentimos las molestias,\nAtención al Cliente {brand}",
		"Subject: Devolución por retraso - localizador {pnr}\n{brand=Renfe}Estimado/a cliente:\n\nSu tren del {date} con destino {city} llegó con retraso. De acuerdo con nuestros compromisos de puntualidad, hemos tramitado la devolución de {amt}, que recibirá en la misma tarjeta con la que pagó el billete en un plazo de 7 a 10 días.\n\nRenfe Viajeros",
		"Subject: Tu vuelo ha sido cancelado\n{brand={Iberia|Vueling|Air Europa}}Hola {name}:\nLamentamos informarte de que tu vuelo {pre}{code4} del {date} a {city} ha sido cancelado por motivos operativos. Puedes aceptar el vuelo alternativo que te hemos asignado (salida a las {time}), cambiar la fecha sin coste o solicitar el reembolso íntegro del billete en Mis reservas de {dom} con tu código de reserva {pnr}.\nSi cumples los requisitos del Reglamento (CE) 261/2004, también podrás pedir una compensación.\n{brand}",
		"Subject: Compensación por la demora de tu vuelo "+esNoticePat("AM@##")+"\n{brand=Aeroméxico}Hola {name}:\nDe acuerdo con la Ley Federal de Protección al Consumidor, por la demora de más de 4 horas de tu vuelo del {date} te corresponde una compensación del 25 % del valor de tu boleto. La reembolsaremos a tu forma de pago original. No es necesario que respondas este correo.\nAeroméxico",
		"Subject: Hemos recibido tu reclamación\nHola {name}:\nTu reclamación ha quedado registrada con el número {case}. La estudiaremos y te responderemos en un plazo máximo de 30 días. Puedes consultar su estado en {dom}. Por tu seguridad, nunca te pediremos los datos de tu tarjeta por correo electrónico.\n{brand}",
	)
}

func init() {
	// ---------------------------------------------------------------- scam: fake prescription / health service
	scam("es-sms-receta-lure", "phishing_other", tab{"brand;bt;dom": {"Seguridad Social;segsocial;seg-social.es", "Receta Electrónica;receta;sanidad.gob.es",
		"IMSS;imss;imss.gob.mx", "PAMI;pami;pami.org.ar"}},
		"{brand=Seguridad Social}Seguridad Social: su Tarjeta Sanitaria Europea ha caducado. Solicite la renovación antes del {date} abonando {fee} de gastos de envío: {surl}",
		"{brand=Receta Electrónica}Receta electrónica: su tratamiento ha sido suspendido por datos incompletos. Actualice su información para seguir retirando sus medicamentos: {surl}",
		"{brand=Receta Electrónica}Farmacia: su pedido de medicamentos está retenido por un pago pendiente de {fee}. Abónelo ahora para recibirlo en su domicilio: {surl}",
		"{brand=IMSS}IMSS: Tu receta resurtible fue cancelada por no actualizar tus datos. Actualízalos hoy para no perder tu tratamiento: {surl}",
		"{brand=PAMI}PAMI: tu receta electrónica vence hoy. Para renovarla y seguir retirando tus medicamentos sin cargo, validá tus datos: {surl}",
		"{brand=Seguridad Social}Seguridad Social: tiene un reembolso de gastos farmacéuticos de {amt} pendiente. Indique su número de tarjeta para recibirlo: {surl}",
	)

	// ---------------------------------------------------------------- scam: fake travel compensation
	scam("es-sms-indemnizacion-lure", "phishing_other", tab{"brand;bt;dom": {"Renfe;renfe;renfe.com", "Iberia;iberia;iberia.com", "Vueling;vueling;vueling.com",
		"Air Europa;aireuropa;aireuropa.com", "ALSA;alsa;alsa.es", "Aeroméxico;aeromexico;aeromexico.com"}},
		"{brand={Renfe|Iberia|Vueling|ALSA}}{brand}: su viaje del {date} sufrió un retraso y tiene derecho a una indemnización de {amt}. Introduzca los datos de su tarjeta para recibirla: {surl}",
		"{brand={Iberia|Vueling|Air Europa}}{brand}: su reserva {pnr} ha sido cancelada por un error en el pago. Confírmela en las próximas 12 horas para no perder su asiento: {surl}",
		"{brand={Iberia|Vueling|Air Europa}}{brand}: según el Reglamento 261/2004 le corresponden 400 € por su vuelo retrasado. Reclámelos hoy, el plazo caduca a medianoche: {surl}",
		"{brand={Renfe|Iberia|Air Europa}}{brand}: reembolso de {amt} pendiente por su billete cancelado. Llame a nuestro departamento de devoluciones al {prem} con los datos de su cuenta.",
		"{brand=Aeroméxico}Aeroméxico: tu vuelo fue reprogramado y tienes una compensación de "+esNoticePat("$@,###")+" MXN. Valida tu cuenta bancaria para recibir el depósito: {surl}",
		"{brand=Renfe}Renfe Viajeros: {name}, su solicitud de devolución por la huelga está aprobada ({amt}). Complete el formulario bancario antes de 24h: {surl}",
	)

	// ---------------------------------------------------------------- scam e-mail: job offer with a fee or a bank login
	scam("es-email-empleo-cuota", "other", tab{"org;dom;bt": {"Mercadona;mercadona.es;mercadona", "Inditex;inditex.com;inditex", "Amazon;amazon.es;amazon",
		"El Corte Inglés;elcorteingles.es;elcorteingles", "Lidl;lidl.es;lidl", "IKEA;ikea.com;ikea"}},
		"Subject: Oferta de empleo - Reponedor/a {org}\nHola {name}:\n\nHemos revisado su perfil y ha sido preseleccionado/a para un puesto de reponedor/a en {org} {city}, contrato indefinido y {1.150|1.280|1.350|1.420} € netos al mes. Para formalizar su incorporación debe obtener el carnet de manipulador de alimentos en nuestro centro homologado (coste {2|3|4}{5|9} €), que se le reembolsará en la primera nómina.\n\nInscríbase antes del {date}: {hurl}\n\nDepartamento de Recursos Humanos",
		"Subject: Confirmación de contratación\nEnhorabuena {name}, ha superado el proceso de selección de {org}. Para darle de alta en nómina necesitamos que verifique su cuenta bancaria accediendo con el usuario y la contraseña de su banca online en nuestro portal del empleado: {hurl}\nEl plazo vence en 48 horas.",
		"Subject: Entrevista por Telegram\nHola {name}, su CV ha sido seleccionado por {org} para un puesto de teletrabajo (gestión de pedidos, 2-3 horas al día, hasta {amtday} diarios). La entrevista se hará por chat con nuestra responsable de selección. Agréguela en Telegram: @rrhh_{rnd}",
		"Subject: Reserva de plaza en el curso de formación\nHola {name}, para incorporarte a {org} es obligatorio el curso de formación previo de 40 horas. La matrícula, {2|3|4|6}{0|5} €, se abona por Bizum al {mob} y te la devolvemos con tu primera nómina. Quedan pocas plazas.\nRRHH {org}",
		"Subject: Vacante: Auxiliar administrativo - {org}\nHola {name}:\nFelicidades, fuiste seleccionado(a). Sueldo: "+esNoticePat("${8|9},#00")+" mensuales más prestaciones. Para apartar tu lugar deposita "+esNoticePat("$@##")+" MXN por examen médico y uniforme en OXXO a la tarjeta "+esNoticePat("4### #### #### ####")+". Envía tu comprobante por WhatsApp al {intl}.\nReclutamiento {org}",
	)

	// ---------------------------------------------------------------- scam e-mail: rental deposit before any visit
	scam("es-email-alquiler-deposito", "other", tab{"renta": esNoticeRenta, "site": {"Idealista", "Fotocasa", "Milanuncios", "Habitaclia", "pisos.com"}},
		"Subject: Re: Piso en {city} - {site}\nHola {name}:\n\nGracias por tu interés en mi piso. Ahora vivo en Londres por trabajo, así que no puedo enseñártelo en persona. Para dar seguridad a los dos lo hacemos con el pago seguro de Airbnb: pagas la fianza y el primer mes ({renta} cada uno) y te envío las llaves por mensajería. Si no te gusta, Airbnb te devuelve el dinero.\n\nUn saludo,\n{name2} {last2}",
		"Subject: Disponibilidad del piso\nHola, el piso sigue disponible pero tengo muchas solicitudes. Se lo reservo al primero que envíe una señal de {2|3|4}00 € por transferencia a mi cuenta {ibanlt}. Después concretamos la visita.\n{name2}",
		"Subject: Solicitud de alquiler - {site}\nHola {name}:\nPara poder organizar la visita necesito una copia de tu DNI, tus tres últimas nóminas y una captura de tu banca online donde se vea que tienes al menos {3.000|4.000|5.000} € disponibles. Después te mando la dirección exacta.\n{name2} {last2}",
		"Subject: Confirmación de reserva {ref}\n{site} - Servicio de Garantía al Inquilino\nEstimado/a {name}:\nEl propietario ha aceptado su solicitud. Para bloquear el inmueble, abone la garantía de {renta} (una mensualidad) en las próximas 24 horas. El importe quedará retenido por {site} hasta que usted confirme la entrega de llaves.\n{hurl}",
		"Subject: Depto en alquiler - {Palermo|Belgrano|Recoleta|Caballito}\nHola {name}, el depto sigue disponible. Estoy viviendo en el exterior, así que para reservarlo necesito que transfieras el depósito de USD {5|6|8}00 a mi cuenta. Apenas lo recibo te mando las llaves y el contrato firmado por correo.\n{name2}",
	)
}
