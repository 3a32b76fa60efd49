package main

// Third round of English families: genuine notices that carry the words a naive filter
// fears (an amount overdue, a late fee, a deadline, "call us", a deposit) with nothing
// to hand over to a stranger, and the scams that copy them. Written here.

func init() {
	genuine("en-sms-bill-overdue", "service", tab{"brand;dom;cc": {"EE;ee.co.uk;uk", "Octopus Energy;octopus.energy;uk", "Thames Water;thameswater.co.uk;uk", "Verizon;verizon.com;us", "Con Edison;coned.com;us", "Xfinity;xfinity.com;us", "British Gas;britishgas.co.uk;uk", "Virgin Media;virginmedia.com;uk"}},
		"{brand}: your payment of {amt} is now 14 days overdue. Please pay by {date} to avoid a late payment fee of {fee}. Pay in the {brand} app or at {dom}. Already paid? Please ignore this.",
		"{brand}: we still haven't received your payment of {amt}. If it isn't paid by {date}, a {fee} late fee will be added to your next bill. Call us on {tel} if you're struggling to pay, we can help.",
		"Reminder from {brand}: your bill of {amt} was due on {date}. To keep your service running, pay through your online account. If you have set up a payment plan, no action is needed.",
		"{brand}: your Direct Debit of {amt} was returned unpaid by your bank. We'll try again on {date}. Make sure there's enough money in your account, or pay by card in the app.",
		"{brand}: final reminder. Your account is {amt} in arrears. Please contact us on {tel} or log in at {dom} to pay or agree a plan before {date}.",
	)
	genuine("en-sms-gov-document", "service", tab{"org;dom;cc": {"HM Passport Office;gov.uk;uk", "DVLA;gov.uk;uk", "DVSA;gov.uk;uk", "U.S. Department of State;travel.state.gov;us", "DMV;dmv.ca.gov;us", "Home Office;gov.uk;uk"}},
		"{org}: your passport application {ref} has been approved. Your new passport will be delivered by courier within 5 working days. You do not need to do anything.",
		"{org}: we have received your application and supporting documents. We'll text you when your document has been printed. Track it at {dom}",
		"{org}: your photocard driving licence has been sent. It should arrive within 5 working days. If it does not arrive, tell us within 3 months.",
		"{org}: your appointment is confirmed for {date} at {time}. Bring your booking reference {ref} and proof of identity. Manage it at {dom}",
		"{org}: we need more information to process your application {ref}. We have sent you a letter explaining what to send. You do not need to reply to this message.",
	)
	genuine("en-sms-travel-disruption", "service", tab{"brand;dom;cc": {"Avanti West Coast;avantiwestcoast.co.uk;uk", "LNER;lner.co.uk;uk", "Southern;southernrailway.com;uk", "Amtrak;amtrak.com;us", "Ryanair;ryanair.com;uk", "easyJet;easyjet.com;uk", "United;united.com;us", "British Airways;britishairways.com;uk"}},
		"{brand}: we're sorry, your {time} service to {city} on {date} has been cancelled. You can travel on the next service or claim a full refund at {dom}",
		"{brand}: your {time} departure to {city} is delayed by about 3 hours. You may be entitled to compensation, see {dom} for details.",
		"{brand}: due to strike action on {date}, a reduced timetable will run. Check before you travel at {dom}. Tickets for {date} can be used the day before or after.",
		"{brand}: your booking {pnr} has changed. Your new departure time is {time}. If this doesn't work for you, you can change or cancel for free in Manage Booking.",
		"Delay Repay: we've received your claim for your journey on {date}. We'll reply within 20 working days. {brand}",
	)
	genuine("en-sms-pharmacy-ready", "appointment", tab{"brand;cc": {"Boots;uk", "Lloydspharmacy;uk", "Superdrug Pharmacy;uk", "CVS Pharmacy;us", "Walgreens;us", "Rite Aid;us", "Well Pharmacy;uk"}},
		"{brand}: your prescription is ready to collect from our {city} store. Please collect within 14 days. Reply STOP to opt out of texts.",
		"{brand}: Hi {name}, your prescription is ready for pickup. Pay {amt} at the counter. Questions? Call the pharmacy on {tel}.",
		"{brand}: we've received your prescription from your GP. We'll text you when it's ready to collect.",
		"{brand}: one item on your prescription is out of stock. We expect it on {date}. The rest is ready to collect.",
		"Reminder: your repeat prescription is due on {date}. Order it through the NHS App or your GP practice.",
	)
	genuine("en-sms-school-notice", "service", tab{"school": {"St Mary's Primary", "Oakwood Academy", "Lincoln Elementary", "Hillside School", "Riverside High", "Greenfield Primary"}},
		"{school}: reminder, payment of {amt} for the Year 5 trip is due by {day}. Please pay through ParentPay. Thank you.",
		"{school}: your child's dinner money account is {amt} in debit. Please top up on ParentPay before {date}.",
		"{school}: the school will close at 1pm on {day} because of a burst pipe. Please arrange collection. More on the website.",
		"{school}: {fname} was absent this morning and we have not received a reason. Please call the school office on {tel}.",
		"{school}: parents' evening bookings close on {date}. Book your slots using the link in the school app.",
	)
	genuine("en-sms-bank-reply-check", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: did you try to pay {amtm} at {merchant} on card ending {l4}? Reply Y if yes or N if no. We'll never ask for your PIN or passcode by text.",
		"{brand} fraud alert: we've declined a payment of {amtm} to {merchant}. If it was you, try again now. If not, call the number on the back of your card.",
		"{brand}: we've blocked your card ending {l4} to protect you. Please call us on the number on the back of your card. We will never ask you to move money.",
		"{brand}: a payee {fullname} was added to your account on {date}. If this wasn't you, call us on the number on our website straight away.",
		"{brand}: your account is overdrawn by {amt}. Pay money in by 11pm today to avoid a fee. See the app for details.",
	)
	genuine("en-email-insurance-renewal", "service", tab{"brand;dom;cc": {"Aviva;aviva.co.uk;uk", "Direct Line;directline.com;uk", "Admiral;admiral.com;uk", "GEICO;geico.com;us", "State Farm;statefarm.com;us", "Progressive;progressive.com;us"}},
		"Subject: Your car insurance renewal\nDear {name} {last},\n\nYour policy {ref} renews on {date}. Your new annual premium is {amtm}, collected by Direct Debit. If you don't want to renew, please call us on {tel} or tell us in your online account before {date}.\n\n{brand}",
		"Subject: Your home insurance documents\nHi {name}, your renewal documents are ready in your account at {dom}. Please check your details are correct. If anything has changed, let us know before {date}, or your cover may not be valid.\n{brand}",
		"Subject: Payment unsuccessful\nDear {name},\n\nWe couldn't collect your monthly payment of {amt}. We'll try again on {date}. If the second attempt fails, your cover may be cancelled. You can update your bank details by logging in at {dom}.\n\n{brand}",
		"Subject: Your policy has been cancelled\nDear {name}, as requested, your policy {ref} was cancelled on {date}. A refund of {amt} will be paid to the card you used within 10 working days. No further action is needed.\n{brand}",
	)
	genuine("en-email-job-interview", "work", tab{"org;dom": {"Deloitte;deloitte.com", "NHS Trust;nhs.net", "Unilever;unilever.com", "Barclays;barclays.com", "Ocado;ocado.com", "Shopify;shopify.com"}},
		"Subject: Interview invitation - {org}\nDear {name},\n\nThank you for applying for the Data Analyst role. We'd like to invite you to a video interview on {date} at {time}. Please confirm by replying to this e-mail. The interview will last about 45 minutes.\n\nKind regards,\n{name2} {last2}\nTalent Acquisition, {org}",
		"Subject: Next steps in your application\nHi {name}, thanks for your time on the phone. The next stage is a case study interview with the team. I've sent a calendar invite for {date}. Let me know if the time doesn't suit.\n{name2}, Recruitment, {org}",
		"Subject: Your offer from {org}\nDear {name},\n\nWe are delighted to offer you the position. Your contract and a starter form are in our onboarding portal at {dom}. Please don't send bank details by e-mail; you'll enter them in the portal on your first day.\n\n{name2} {last2}, HR",
		"Subject: Application update\nDear {name}, thank you for your interest in {org}. After careful consideration we will not be moving forward with your application on this occasion. We wish you every success.\n{org} Careers",
	)
	genuine("en-email-tenancy", "personal_money", tab{"agent": {"Foxtons", "Savills", "Hamptons", "Your Move", "Countrywide Lettings", "Purplebricks"}},
		"Subject: Holding deposit - {city} flat\nDear {name},\n\nThank you for your offer on the flat in {city}. To take the property off the market we ask for a holding deposit of one week's rent ({amtm}). This will go towards your first month's rent. Our bank details are on the attached reservation form; please call the office on {tel} to confirm them before paying.\n\n{name2}, {agent}",
		"Subject: Your deposit is protected\nHi {name}, your tenancy deposit of {amtm} has been registered with the Deposit Protection Service. Your certificate is attached. Keep it safe; you'll need the repayment ID at the end of the tenancy.\n{agent}",
		"Subject: End of tenancy\nHi {name}, the check-out inspection went well. I'll return your full deposit of {amtm} through the deposit scheme this week. You should get an e-mail from them asking you to confirm.\nThanks for being great tenants!\n{name2}",
		"Subject: Rent review\nDear {name}, as set out in your tenancy agreement, your rent will change to {amtm} a month from {date}. Nothing changes in how you pay. Any questions, reply to this e-mail or call me on {mob}.\n{name2} {last2}",
	)
	genuine("en-sms-charity", "marketing", tab{"org;cc": {"Cancer Research UK;uk", "British Red Cross;uk", "Macmillan;uk", "Oxfam;uk", "Save the Children;uk", "American Red Cross;us"}},
		"{org}: thank you for your donation of {amt}. It will help fund vital work. To stop texts reply STOP.",
		"{org}: the emergency appeal needs your help. Text GIVE to 70070 to donate {amtr}. Texts cost {amtr} plus one standard rate message.",
		"{org}: your monthly gift of {amt} will be taken on {date}. Thank you for your support. Manage your gift on our website.",
		"Thanks for signing up to the {org} fun run on {date}! Your race pack will arrive a week before. Good luck with your fundraising.",
	)
	genuine("en-sms-council-tax", "service", tab{"org;dom;cc": {"Leeds City Council;leeds.gov.uk;uk", "Bristol City Council;bristol.gov.uk;uk", "Camden Council;camden.gov.uk;uk", "Manchester City Council;manchester.gov.uk;uk", "Birmingham City Council;birmingham.gov.uk;uk"}},
		"{org}: your council tax instalment of {amt} is overdue. Please pay by {date} to avoid a summons. Pay online at {dom} or call {tel}.",
		"{org}: your bin collection has changed. From {date} your recycling will be collected on {day}. Check your dates at {dom}",
		"{org}: your parking permit expires on {date}. Renew it in your online account at {dom}",
		"{org}: we've received your payment of {amt}. Thank you.",
	)
	scam("en-sms-pharmacy-lure", "phishing_other", tab{"brand": {"NHS", "Boots", "CVS Pharmacy", "Walgreens"}},
		"{brand}: your prescription could not be dispensed as your details are incomplete. Update them here within 24h: {surl}",
		"{brand}: a delivery fee of {fee} is due for your medication. Pay now to avoid cancellation: {surl}",
		"{brand}: your prescription exemption has expired. Renew today to avoid a penalty charge of £100: {surl}",
		"{brand}: you are eligible for a free home test kit. Claim yours and pay only postage: {surl}",
	)
	scam("en-sms-travel-refund-lure", "phishing_other", tab{"brand": {"Avanti West Coast", "LNER", "Ryanair", "easyJet", "Amtrak", "Delta"}},
		"{brand}: your journey on {date} was delayed. You are owed {amt} compensation. Enter your card details to receive it: {surl}",
		"{brand}: your booking {pnr} has been cancelled due to a payment error. Re-confirm within 12 hours: {surl}",
		"{brand}: refund of {amt} pending for your cancelled flight. Call our refunds team on {prem} with your bank details.",
		"{brand}: claim your {amt} delay compensation before it expires today: {surl}",
	)
	scam("en-email-job-offer-fee", "other", tab{"org": {"Amazon", "Deloitte", "Shopify", "Unilever", "NHS Trust"}},
		"Subject: Job offer - Remote Data Entry\nDear {name},\n\nFollowing your application, {org} is pleased to offer you a remote position at {amtm} per week. Before you start, you must buy your work laptop from our approved vendor; the cost will be refunded with your first salary. Reply with your full name, address and bank details to proceed.\n\nHR Department",
		"Subject: Interview on Telegram\nHello {name}, your CV was shortlisted by {org}. The interview will be held by text on Telegram with our hiring manager. Please add @hr_{rnd} today. Training is paid, no experience needed.",
		"Subject: Onboarding\nCongratulations {name}! You have been hired. To process your payroll, send a photo of both sides of your ID and your online banking login to our onboarding officer at {mail}.",
		"Subject: Your cheque for equipment\nHi {name}, we've mailed you a cheque for {amtm} for your home office. Deposit it and send the vendor {amtr} by Zelle today so your equipment ships on time.",
	)
}
