package main

// English SMS families. Written here.

func init() {
	// ---------------------------------------------------------------- scams: phishing_bank
	scam("en-sms-bank-card-locked", "phishing_bank", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: your debit card ending {l4} has been temporarily restricted due to unusual activity. Verify your identity to restore access: {surl}",
		"{brand} ALERT: We have blocked a payment of {amtm} to {merchant}. If this was NOT you, secure your account now at {surl}",
		"Your {brand} online banking has been suspended. To avoid permanent closure please update your details within 24 hours {surl}",
		"We noticed a new device sign in to your {brand} account on {date}. Not you? Cancel the request here: {surl}",
		"{brand}: important notice. Access to your account is limited until you confirm your information. {surl}",
		"Dear customer, a payment of {amtm} is pending approval on your {brand} card. To decline it, visit {surl} immediately.",
		"{brand}: A new payee '{fullname}' was added to your account at {time}. If you did not do this, visit {surl} to cancel.",
		"Your {brand} card has been frozen. Reactivate it before {date} or it will be permanently cancelled: {surl}",
	)
	scam("en-sms-bank-code-copy", "phishing_bank", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: Your one-time passcode is {code6}. Someone is trying to add a new payee to your account. If this was not you, call our fraud team on {mob}.",
		"{code6} is your {brand} verification code. Do not share it. If you did not request this code, cancel the request at {surl}",
		"Your {brand} security code is {code6}. If you did not request a new device registration, call {mob} now to stop it.",
		"{brand} code: {code6}. A transfer of {amtm} is awaiting approval. If you don't recognise it, call {mob} immediately.",
		"We have sent code {code6} to confirm the change of the phone number on your {brand} account. Not you? Speak to our security team on {mob}.",
		"{brand}: {code6} is your code to log in on a new {device}. Wasn't you? Your account may be at risk, call {intl} 24/7.",
	).note = "copies the wording of genuine one-time codes"

	// ---------------------------------------------------------------- scams: phishing_other
	scam("en-sms-toll-unpaid", "phishing_other", tab{"brand;bt;cc;dom": {
		"E-ZPass;ezpass;us;e-zpassny.com", "SunPass;sunpass;us;sunpass.com", "FasTrak;fastrak;us;bayareafastrak.org",
		"TxTag;txtag;us;txtag.org", "The Toll Roads;thetollroads;us;thetollroads.com", "I-PASS;ipass;us;getipass.com",
		"Dart Charge;dartcharge;uk;gov.uk", "NC Quick Pass;quickpass;us;ncquickpass.com"}},
		"{brand}: You have an unpaid toll of {fee}. To avoid a late fee of {amtr} and possible suspension of your driving privileges, pay by {date}: {surl}",
		"Final notice: our records show an outstanding toll balance on your vehicle. Pay {fee} now at {surl} to avoid penalties.",
		"{brand} Toll Services: your toll invoice #{ref} is overdue. Settle {fee} today {surl}",
		"Dear customer, you have an unpaid toll bill. Balance due: {fee}. Please pay within 12 hours. {surl} (Reply Y, then reopen this message to activate the link)",
		"This is {brand}. Your account has {fee} in unpaid charges from a recent trip. Visit {surl} to pay and avoid a {amtr} penalty.",
		"{brand}: final reminder. An unpaid crossing charge is registered to your vehicle. Pay now to stop a penalty notice: {surl}",
		"Toll violation notice: vehicle on record owes {fee}. Late fees start tomorrow. Pay: {surl}",
	)
	scam("en-sms-parking-fine", "phishing_other", tab{"brand;bt;cc;dom": {
		"ParkMobile;parkmobile;us;parkmobile.io", "PayByPhone;paybyphone;us;paybyphone.com", "RingGo;ringgo;uk;myringgo.co.uk",
		"PayByPhone;paybyphone;uk;paybyphone.co.uk", "City Parking Services;parking;us;", "Parking Enforcement;pcn;uk;gov.uk"}},
		"{brand}: an unpaid parking session was recorded for your vehicle on {date}. Pay {fee} before {date2} to avoid a {amtr} fine: {surl}",
		"PARKING NOTICE: Penalty Charge Notice {ref} issued to your vehicle remains unpaid. Pay now at {surl} or the charge will increase.",
		"Your {brand} payment failed. Update your card to keep your parking session active and avoid a citation: {surl}",
		"{city} Parking Services: outstanding invoice of {fee} for parking on {date}. Pay online: {surl}",
		"{brand} reminder: your parking fee of {fee} is overdue. Settle today {surl}",
		"Hi, this is {brand}. We couldn't charge your card for parking in {city}. Please confirm your payment details at {surl} to avoid enforcement.",
	)
	scam("en-sms-tax-refund", "phishing_other", tab{"brand;dom;bt;cc": {"IRS;irs.gov;irs;us", "HMRC;gov.uk;hmrc;uk", "HM Revenue & Customs;gov.uk;hmrc;uk", "Internal Revenue Service;irs.gov;irs;us"}},
		"{brand}: You are eligible for a tax refund of {amtm}. Submit your claim before {date}: {surl}",
		"{brand}: we have calculated your tax refund of {amtm}. To receive it, please verify your bank details at {surl}",
		"Notice from {brand}: your tax return has an unresolved issue. Failure to respond may result in a fine. Review it here: {surl}",
		"{brand} final notice: a refund of {amtm} has been approved for you. Claim within 48 hours at {surl}",
		"Your {brand} refund is on hold because some information is missing. Update your details: {surl}",
		"{brand} ref {ref}: you have an overdue tax payment of {amtm}. Pay now to avoid legal action: {surl} or call {mob}",
		"{brand}: Your stimulus payment of {amtm} could not be deposited. Confirm your account to receive it {surl}",
	)
	scam("en-sms-gov-fines", "phishing_other", tab{"brand;bt;cc;dom": {"DVLA;dvla;uk;gov.uk", "DMV;dmv;us;dmv.ca.gov", "GOV.UK;gov;uk;gov.uk", "Medicare;medicare;us;medicare.gov", "NHS;nhs;uk;nhs.uk", "Social Security Administration;ssa;us;ssa.gov"}},
		"{brand=DVLA}{brand}: Our records show your vehicle tax payment failed. To avoid a penalty, update your payment details {surl}",
		"{brand=DMV}{brand} NOTICE: your driver's license will be suspended on {date} due to an unpaid traffic ticket. Pay now: {surl}",
		"{brand=GOV.UK}{brand}: You are entitled to a cost of living payment of {amtm}. Apply before {date}: {surl}",
		"{brand=Medicare}{brand}: your new card is ready to be sent. Confirm your details and pay {fee} postage: {surl}",
		"{brand=DMV}{brand}: outstanding traffic violation {ref}. Pay {amtr} online to avoid a hold on your registration {surl}",
		"{brand=Social Security Administration}SSA: your benefits will be suspended unless you update your information by {date}. {surl}",
	)

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("en-sms-parcel-redelivery", "fake_delivery", tab{"brand;bt;cc;dom": enCarriersScam},
		"{brand}: Your package could not be delivered due to an incomplete address. Please update it within 12 hours: {surl}",
		"{brand}: your parcel is on hold. A redelivery fee of {fee} is due. Pay here: {surl}",
		"The package {trk} is in our warehouse and cannot be delivered because the street number is missing. Confirm your address: {surl}",
		"{brand}: we missed you today. Reschedule your delivery: {surl}",
		"Your {brand} parcel has an unpaid shipping fee of {fee}. It will be returned to the sender if not paid by {date}: {surl}",
		"{brand} - We attempted delivery of your item but nobody was home. Book a new slot: {surl} (reply Y and reopen this message if the link does not work)",
		"Reminder: your {brand} shipment {trk} is waiting. Last day to arrange delivery is today. {surl}",
		"{brand}: Your item has been held due to a customs declaration error. Please verify: {surl}",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("en-sms-wrong-number-opener", "romance_scam", tab{},
		"Hi, is this {name}? It's {fname} from the yoga class, we met last week",
		"Sorry, who is this? Your number is saved in my phone as {name}... anyway, nice to meet you, I'm {fname} and I live in {city}",
		"Is this {name}? My assistant gave me this number for the golf lesson tomorrow",
		"Good morning! I think I got the wrong number but you seem nice. I'm {fname}, where are you from?",
	).note = "no link; first message of a pig-butchering conversation"

	// ---------------------------------------------------------------- scams: investment_scam
	scam("en-sms-crypto-returns", "investment_scam", tab{"brand;bt;dom": {"Coinbase;coinbase;coinbase.com", "Binance;binance;binance.com", "Kraken;kraken;kraken.com", "Crypto.com;cryptocom;crypto.com"}},
		"Turn {amtr} into {amtm} in 7 days with our AI trading bot. Guaranteed profit, no experience needed. Join: {surl}",
		"Congratulations! Your {brand} account has earned {btc} BTC. Withdraw before it expires: {surl}",
		"Hi, I'm {name2}, assistant to Professor {last}. Our free stock club picks gained 38% last week. Add me on WhatsApp {intl} to join.",
		"{brand} airdrop: you are eligible to claim free tokens before the snapshot on {date}: {surl}",
		"Your {brand} wallet shows a pending deposit of {amtm}. Complete KYC to release it: {surl}",
		"Make {percent}% per day staking USDT, fully insured, withdraw anytime. Limited spots: {short}",
		"Hey, it's {name2}. My uncle works at a hedge fund and I made {amtl} last month on this platform. Want me to show you? {surl}",
	)

	// ---------------------------------------------------------------- scams: tech_support
	scam("en-sms-support-callback", "tech_support", tab{"brand;bt;dom": {"Apple;apple;apple.com", "Microsoft;microsoft;microsoft.com", "Amazon;amazon;amazon.com", "iCloud;icloud;icloud.com", "Windows;windows;microsoft.com"}},
		"{brand=Apple}{brand} Support: your iCloud account has been compromised and your photos may be leaked. Call {tel} immediately to secure it.",
		"WARNING: Your device is infected with 3 viruses. Do not shut down your computer. Call {brand} technicians at {tel}.",
		"{brand={Apple|Amazon|iCloud}}{brand}: A purchase of {amtm} for an iPhone 15 Pro has been placed on your account. If you did not order this, call {tel}.",
		"{brand} Security Alert: suspicious activity detected on your IP address {ip}. Your licence will be blocked. Call support on {tel}.",
		"Your {brand} subscription renews today for {amtm}. To cancel call {tel}.",
		"{brand}: We detected a hacking attempt on your computer. A technician will help you remove it. Call {tel} (toll free).",
	)

	// ---------------------------------------------------------------- scams: lottery
	scam("en-sms-prize-winner", "lottery", tab{"brand;bt;cc": {"Walmart;walmart;us", "Costco;costco;us", "Tesco;tesco;uk", "Amazon;amazon;us", "Vodafone;vodafone;uk", "Apple;apple;us", "Asda;asda;uk"},
		"prize": {"new iPhone 16 Pro", "£500 gift card", "$1,000 gift card", "PlayStation 5", "Dyson Airwrap", "Samsung Galaxy S24", "cash prize"}},
		"Congratulations! Your number was selected in the {brand} monthly draw. You have won a {prize}. To claim, call {prem} quoting {ref}",
		"You've won a {prize}! Just pay {fee} shipping to receive it: {surl}",
		"Dear {brand} customer, you have been selected to receive a free {prize}. Claim within 24h: {surl}",
		"{brand} loyalty: your {cnt},000 points expire today. Redeem them for a {prize}: {surl}",
		"WINNER! You are our 1,000,000th visitor. Answer 3 quick questions to collect your {prize}: {surl}",
		"FINAL ATTEMPT to contact you: your {prize} is unclaimed. Call {prem} now. Calls cost £2/min.",
		"Your mobile number won {amtl} in the international mobile promotion. Ref {ref}. Reply with your name and address to claim.",
	)

	// ---------------------------------------------------------------- scams: other
	scam("en-sms-hi-mum-new-number", "other", tab{},
		"Hi {rel}, it's me, I dropped my phone down the toilet 🙈 this is my new number, can you save it and text me on WhatsApp?",
		"Hey {rel} this is my new number, old one's broken. Can you help me with something? I need to pay a bill today and my banking app is locked",
		"Hi {rel}, new number. Could you send {amtm} to my friend's account, I'll pay you back tomorrow, my card doesn't work on this phone",
		"{rel} it's me, phone smashed, using a temporary one. Are you busy? Need a favour x",
		"Hello {rel}, please save this number, I'll explain later. Text me back when you see this",
		"Hi it's me. Lost my phone. I have to pay {amtm} for rent before 5pm and can't log into my bank. Could you transfer it? {fullname}, sort code {sortcode}, acc {acct}",
		"Hi {rel} I'm texting you from a friend's phone, mine got stolen. Can you message me on {mob} on WhatsApp? Love you",
		"{rel}?? It's your daughter, this is my new number. Can you do me a favour, it's urgent",
	).note = "no link: family impersonation"
	scam("en-sms-job-task", "other", tab{"agency": {"Hays", "Indeed", "Randstad", "Adecco", "Reed", "TalentHub"}},
		"Hi, I'm {name2} from {agency} recruitment. We have a flexible remote job: 60-90 min a day, earn up to {amtday} per day. Interested? Message me on WhatsApp {intl}",
		"Part-time job: rate products online from home and earn {amtr} per task, paid daily. Contact {intl} on WhatsApp",
		"Hello, your CV was recommended to us. The position pays {amtm} a week, no experience required. Reply YES to learn more.",
		"Hi {name}, we're hiring app testers. Complete simple tasks to boost app rankings and get paid {amtr} daily. Add my Telegram @{rnd}_hr",
		"We received your application. To start earning you just need to top up your work account with {amtr} first, it's refunded with your commission. {surl}",
		"Good afternoon, I'm {name2}, HR at a digital marketing company. We offer a part-time online job you can do from your phone. Can I send you details?",
	)
	scam("en-sms-fake-bank-adviser", "phishing_bank", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: we detected a suspicious payment on your account. A member of our fraud team will call you shortly, please keep your phone nearby.",
		"{brand} Fraud Department: your account is under attack. An adviser will call you from {tel} to move your money to a safe account.",
		"Message from {brand}: to stop the fraudulent transfer of {amtm}, wait for our call. Do not speak to anyone else about this.",
		"{brand}: Someone in {city} tried to use your card. Our investigator {fullname} will contact you within 10 minutes to secure your funds.",
		"Your {brand} account has been compromised by an employee. Police are aware. Expect a call from officer {last2} today and follow his instructions.",
		"{brand}: call back on {mob} about a payment you did not authorise. Reference {ref}.",
	).note = "no link: impersonation call to come"
	scam("en-sms-utility-disconnect", "other", tab{"brand;cc": {"ConEd;us", "PG&E;us", "Duke Energy;us", "British Gas;uk", "EDF;uk", "Octopus Energy;uk", "FPL;us"}},
		"{brand}: your power will be disconnected in 30 minutes due to an unpaid balance of {amtm}. Call {mob} to pay now.",
		"FINAL NOTICE from {brand}: service disconnection is scheduled today. To avoid it, pay {amtm} via Zelle or gift card. Call {mob}.",
		"{brand}: your last payment was returned. A technician is on the way to shut off your service. Call {tel} to stop it.",
		"This is {brand} billing. Your account is past due. Pay within 1 hour to avoid disconnection: call {mob}",
		"{brand}: you have been overcharged {amt}. Reply with your card number to receive your refund.",
	)
	scam("en-sms-marketplace-overpay", "other", tab{"site": {"Facebook Marketplace", "eBay", "Gumtree", "Craigslist", "Vinted"}},
		"Hi, is the item on {site} still available? I'll pay full price. I'm away so my courier will collect. I'll send the money via Zelle, please confirm your email.",
		"Hello, I sent you {amtm} by mistake instead of {amt} for the item. Please refund the difference to my account, sorry for the trouble.",
		"I'll buy it. I paid through the {site} secure delivery, click to receive your money: {surl}",
		"Hi, I'm interested in your item. Can you send me the 6-digit code I just sent to your phone to confirm you're real? Too many scams on {site}.",
		"Payment done! My bank says you need to upgrade to a business account to receive it, fee {amtr}, which I'll add to the price.",
	)

	// ---------------------------------------------------------------- genuine: otp
	genuine("en-sms-otp-services", "otp", tab{},
		"G-{code6} is your Google verification code.",
		"Your WhatsApp code: {code3}-{code3}\nDon't share this code with others",
		"Your Apple Account code is: {code6}. Don't share it with anyone.",
		"{code6} is your Amazon OTP. Do not share it with anyone.",
		"Use {code6} to verify your Microsoft account. We'll never ask you for this code.",
		"Your Uber code: {code4}. Never share this code.",
		"{code6} is your Instagram code. Don't share it.",
		"PayPal: Your security code is {code6}. Your code expires in 10 minutes. Don't share your code.",
		"Telegram code: {code5}\n\nDo not give this code to anyone, even if they say they are from Telegram!",
		"Your Discord verification code is: {code6}",
		"{code6} is your Facebook confirmation code",
		"Your Airbnb verification code is: {code6}. Don't share this code with anyone; our employees will never ask for the code.",
	)
	genuine("en-sms-otp-bank", "otp", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: {code6} is your one-time passcode to approve a payment of {amt} to {merchant}. We will never ask you for this code. Don't share it.",
		"{brand}: Your one-time code is {code6}. Don't share it with anyone. We will NEVER call you to ask for this code.",
		"NEVER share this code, not even with {brand}. Your code to log in on a new device is {code6}",
		"{code6} is your {brand} security code. It expires in 5 minutes. If you didn't request it, you can ignore this message.",
		"{brand}: use {code6} to confirm your online purchase of {amt} at {merchant}. Never share this code, we will never ask you for it.",
		"Your {brand} verification code is {code6}. Valid for 10 minutes. Please do not share this code with anyone.",
	)

	// ---------------------------------------------------------------- genuine: bank_alert
	genuine("en-sms-bank-txn-alert", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: A {amt} debit card transaction to {merchant} on {date} at {time} exceeded your alert setting.",
		"{brand}: Card ending {l4} was used for {amt} at {merchant}. If you don't recognise this, call the number on the back of your card.",
		"{brand}: Your balance is {amtm} as of {date}. Manage alerts in the app.",
		"{brand} alert: a payment of {amtm} left your account to {fullname}. Not you? Call the number on the back of your card. We'll never ask for your PIN or passcodes.",
		"You've received {amtm} from {fullname}. Your {brand} balance is now {amtm}.",
		"{brand}: Your direct deposit of {amtm} has posted to your account ending in {l4}.",
		"{brand}: Did you just try to pay {amt} at {merchant} with card ending {l4}? Reply Y for yes or N for no. We'll never ask for your PIN or online banking details.",
		"{brand}: your account ending {l4} is {amt} below your low-balance alert. View your account in the {brand} app.",
	)

	// ---------------------------------------------------------------- genuine: delivery
	genuine("en-sms-carrier-delivery", "delivery", tab{"brand;cc;trk;turl": enCarriers},
		"{brand}: Your package {trk} is out for delivery today. Track it: {turl}",
		"{brand}: Your parcel will be delivered {date} between {time} and {time2}. Manage your delivery: {turl}",
		"Hi {name}, your {brand} parcel has been delivered and left in your safe place. Track: {turl}",
		"{brand}: we tried to deliver your parcel today but no one was in. We'll try again tomorrow, or you can choose another option at {turl}",
		"Your {brand} delivery is arriving today. Your driver is {name2}. Tracking: {trk}",
		"{brand}: shipment {trk} has been delivered at {time}. Reply STOP to opt out.",
		"Good news! Your {brand} parcel is 5 stops away. Follow it live: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	genuine("en-sms-order-ready", "order", tab{"brand;dom;cc": enShops},
		"{brand}: Your order {ord} is ready to collect from the store. Bring your order number and photo ID. Collect by {date}.",
		"Hi {name}, your {brand} order has shipped! Expected delivery {date}. Track it in your account at {dom}",
		"{brand}: Thanks for your order {ord} ({amt}). We'll text you when it's on its way.",
		"Your {brand} click & collect order is ready. Show this message in store: {ord}",
		"{brand}: Your refund of {amt} for order {ord} has been processed and should appear in 3-5 days.",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("en-sms-appointment-reminder", "appointment", tab{"place": {"Smile Dental", "Riverside Surgery", "Dr {last}'s office", "Kwik Fit", "Headmasters", "Specsavers", "Greenfield Vets", "Physio First", "Jiffy Lube", "The Hair Lounge"}},
		"Reminder: you have an appointment at {place} on {date} at {time}. Reply C to confirm or R to reschedule.",
		"Hi {name}, this is {place}. Your appointment is tomorrow at {time}. Please reply YES to confirm or call us on {tel} to change it.",
		"{place}: Appointment confirmed for {day} {date}, {time}. Please arrive 10 minutes early. To cancel reply CANCEL.",
		"{place={Kwik Fit|Jiffy Lube}}Your vehicle is booked in at {place} on {date} at {time}. Reply STOP to opt out of reminders.",
		"{place=Specsavers}{place}: your eye test is due. Book online or call us. Reply STOP to unsubscribe.",
		"Hi {name}, just a reminder of your appointment with {name2} at {place} on {day} at {time}. See you then!",
	)

	// ---------------------------------------------------------------- genuine: marketing
	genuine("en-sms-marketing-sale", "marketing", tab{"brand;dom;cc": {"ASOS;asos.com;uk", "Boots;boots.com;uk", "Domino's;dominos.co.uk;uk", "Old Navy;oldnavy.com;us", "Sephora;sephora.com;us", "JD Sports;jdsports.co.uk;uk", "Papa John's;papajohns.com;us", "Kohl's;kohls.com;us", "H&M;hm.com;uk"}},
		"{brand}: 20% off EVERYTHING ends tonight! Use code LAST20 at {dom}. Reply STOP to opt out",
		"Last chance! Up to 50% off at {brand} ends at midnight. Shop now {dom} Txt STOP to end",
		"{brand}: It's 2-for-1 Tuesday! Order online at {dom} today only. T&Cs apply. STOP to 8{code4} to opt out",
		"Hurry, {name}! Your {percent}% off voucher expires in 24 hours. Shop at {dom}. Opt out: reply STOP",
		"{brand} FLASH SALE: extra 30% off sale items for the next 6 hours only. {dom}/sale Reply STOP to unsubscribe",
		"{brand}: Black Friday starts NOW. Don't miss out! {dom} Msg&data rates may apply. Reply HELP for help, STOP to cancel.",
	)

	// ---------------------------------------------------------------- genuine: account_security
	genuine("en-sms-account-security", "account_security", tab{"brand": {"Google", "Apple", "WhatsApp", "Netflix", "Microsoft", "Uber", "Snapchat"}},
		"{brand}: Your account was accessed from a new device on {date}. If this was you, no action is needed.",
		"Your {brand} password was changed. If you didn't make this change, reset your password in the app.",
		"{brand}: Two-step verification was turned on for your account.",
		"{brand}: your phone number was added to your account. If this wasn't you, go to Settings in the app.",
		"{brand}: You signed in on a new {device}. Not you? Open the {brand} app to secure your account.",
	)

	// ---------------------------------------------------------------- genuine: personal_money
	genuine("en-sms-personal-money", "personal_money", tab{"thing": {"pizza", "cinema tickets", "the Uber", "petrol", "concert tickets", "dinner", "the Airbnb", "the gas bill"}},
		"Hey, can you send me the {amtr} for the {thing} when you get a sec? No rush",
		"Mum I paid the rent today, thanks for the help this month x",
		"Just sent you {amtr} for {thing} 👍",
		"Did you get my transfer? Sent {amtr} last night",
		"Can you venmo me {amtr} for {thing}? Thanks!",
		"Dad, I got paid so I've sent back the {amtr} I owe you. Thanks again",
		"I've added the {thing} to Splitwise, it's {amtr} each",
		"{name}, I'll pay you back for {thing} on Friday when I get paid, is that ok?",
		"Grandma sent {amtr} for your birthday, I put it in your savings account",
		"Rent's gone up {amtr} from next month btw, landlord just emailed",
	)
	genuine("en-sms-personal-new-phone", "personal", tab{},
		"Lost my phone, this is {name2}'s number. See you at 8 at the pub",
		"Hi it's {name}, new number! Old phone died. Save this one 😊",
		"This is my new work phone, use the old number for personal stuff",
		"Hey, it's {name}. Texting from my sister's phone, mine's dead. Running 10 min late!",
		"New number, same me. Can you add me back to the group chat?",
		"Phone got nicked at the festival 🙄 this is my temporary number until Monday. {name}",
	).note = "new number without any request for money"

	// ---------------------------------------------------------------- genuine: personal
	genuine("en-sms-personal-chat", "personal", tab{"place": {"the pub", "Nando's", "the park", "the station", "yours", "the gym", "the usual place"}},
		"Running late, be there in 10",
		"Are we still on for {day}? {place} at {time}?",
		"Happy birthday!! 🎉 Hope you have an amazing day xx",
		"Can you pick up milk on your way home?",
		"Landed safe, will call you tomorrow",
		"Just saw your message, sorry! Yes I'm free {day} after {time}",
		"Thanks for tonight, had a great time. Let's do it again soon",
		"Did you feed the cat?",
		"Meet you at {place} at {time}?",
		"{name}, what time does the match start?",
		"Lol that's hilarious 😂",
	)

	// ---------------------------------------------------------------- genuine: work
	genuine("en-sms-work-shift", "work", tab{},
		"Hi {name}, can you cover my shift on {day}? I'll swap you next week",
		"Rota for next week is up on the board. You're on {day} and Saturday",
		"Meeting's moved to {time}, room 2",
		"Running 5 mins late to the standup, start without me",
		"Client loved the presentation 🎉 well done everyone",
		"{name}, the delivery for site B is arriving at {time}, can you sign for it?",
	)

	// ---------------------------------------------------------------- genuine: service
	genuine("en-sms-service-bill", "service", tab{"brand;dom;cc": {"EE;ee.co.uk;uk", "Vodafone;vodafone.co.uk;uk", "Verizon;verizon.com;us", "AT&T;att.com;us", "Octopus Energy;octopus.energy;uk", "Thames Water;thameswater.co.uk;uk", "T-Mobile;t-mobile.com;us", "BT;bt.com;uk"}},
		"{brand}: Your bill for {amt} is ready. It'll be collected by Direct Debit on or after {date}. View it in the app.",
		"{brand}: Thanks, we've received your payment of {amt}.",
		"Hi {name}, your {brand} bill is {amt}. AutoPay will process on {date}. No action needed. View at {dom}",
		"{brand}: You've used 80% of your monthly data. Manage your plan in the My {brand} app.",
		"{brand}: planned maintenance in your area on {date} from {time}. Service may be interrupted for up to 2 hours. More at {dom}",
		"{brand}: Please submit a meter reading by {date} so your next bill is accurate. You can do this in the app or at {dom}",
	)
}

// Second round of English families: more scenarios per category.
func init() {
	scam("en-sms-payment-app-limited", "phishing_bank", tab{"brand;dom;bt;cc": {"PayPal;paypal.com;paypal;us", "Venmo;venmo.com;venmo;us", "Cash App;cash.app;cashapp;us", "Zelle;zellepay.com;zelle;us", "PayPal;paypal.com;paypal;uk", "Apple Pay;apple.com;applepay;uk"}},
		"{brand}: Your account has been limited. Confirm your identity to lift the limitation: {surl}",
		"{brand}: you sent {amtm} to {fullname}. If you did not authorize this, dispute it within 24h: {surl}",
		"Your {brand} card was removed from your wallet because we could not verify it. Re-add your card: {surl}",
		"{brand} security: unusual payments detected. Log in to review them or your balance will be frozen {surl}",
		"We've put a hold on your {brand} funds ({amtm}). To release them, verify your bank account: {surl}",
		"{brand}: your refund of {amt} could not be processed. Enter your card details to receive it: {surl}",
	)
	scam("en-sms-parcel-callback", "fake_delivery", tab{"brand;bt;cc;dom": {"Royal Mail;royalmail;uk;royalmail.com", "Parcelforce;parcelforce;uk;parcelforce.com", "UPS;ups;us;ups.com", "FedEx;fedex;us;fedex.com", "DHL;dhl;uk;dhl.com"}},
		"{brand}: we have a parcel waiting for you but the label is damaged. Please call {prem} to arrange delivery.",
		"{brand}: your package {trk} is held at our depot. Call {mob} before 6pm to confirm your address or it will be returned.",
		"Hello, this is the {brand} courier. I'm outside with your parcel but can't find the house. Please call me back on {mob}.",
		"{brand}: import charges of {fee} are due on your parcel. Reply with your card number and expiry to pay, or call {prem}.",
		"{brand} Customer Care: parcel {trk} failed delivery. Call our automated line on {prem} quoting your reference.",
	).note = "call-back, no link"
	scam("en-sms-dating-verify", "romance_scam", tab{"site": {"Tinder", "Hinge", "Bumble", "Plenty of Fish", "Match"}},
		"Hey cutie 😘 it's {fname} from {site}. Before we meet I need you to verify you're not a catfish, it's free: {surl}",
		"Hi handsome, I don't use {site} much. Text me here instead, I'm {fname}, 27, just moved to {city} 💕",
		"{fname} here from {site}! I'd love to video chat but my safety app needs you to register first {short}",
		"Hey, I liked your profile on {site}. I'm a nurse working nights so this is the easiest way to talk. What are you up to tonight?",
		"Hi babe, I'm stuck abroad and my card was blocked. Could you buy me a {amtr} Steam gift card? I'll pay you back when we meet ❤️",
	)
	scam("en-sms-stock-club", "investment_scam", tab{},
		"Hello, I'm {fname}, assistant to a senior analyst. We share 2-3 free stock picks every week in our WhatsApp group. Reply 1 to join.",
		"Congratulations! You've been added to our investors' VIP group. Last week's pick rose {percent}%. Add our mentor on WhatsApp {intl}",
		"Hi {name}, sorry for the late reply. The new AI stock tool our team uses has a 90% win rate. Want me to send you today's pick?",
		"Our IPO allocation is nearly full. Members subscribe at a discount and the profit is guaranteed. Contact {fullname} on {intl}",
		"I made {amtl} this quarter following my teacher's signals. If you want, I can introduce you, he only takes a few students.",
	).note = "no link: investment group opener"
	scam("en-sms-survey-reward", "lottery", tab{"brand;bt;cc": {"Costco;costco;us", "Walmart;walmart;us", "Aldi;aldi;uk", "Lidl;lidl;uk", "Target;target;us", "Sainsbury's;sainsburys;uk"}},
		"{brand}: You've been chosen to take part in our 30-second survey. Get a {amtr} reward: {surl}",
		"Thanks for shopping at {brand}! Answer 4 quick questions and claim your exclusive reward: {surl}",
		"{name}, your {brand} loyalty prize is waiting! Only pay {fee} delivery: {surl}",
		"Costumer reward: you've earned a {brand} gift card. Verify your delivery details {short}",
		"{brand} anniversary giveaway: 1 of 500 Dyson vacuums for {fee}. Today only: {surl}",
	)
	scam("en-sms-rental-deposit", "other", tab{"site": {"Rightmove", "Zillow", "SpareRoom", "Craigslist", "Facebook Marketplace"}},
		"Hi, about the flat on {site}: it's still available. I'm working abroad so I can't show it, but if you send the {amtm} deposit I'll post you the keys.",
		"Hello, thanks for your interest in the apartment. Many people want it, so the first to pay the deposit of {amtm} gets it. Bank details: sort code {sortcode}, account {acct}.",
		"The room is yours if you transfer the first month's rent ({amtm}) today via Airbnb secure payment: {surl}",
		"Hi, I'm the landlord. To book a viewing you need to show proof of funds, please send a screenshot of your bank balance and {amtr} holding fee.",
		"Hello {name}, the house is still for rent. Fill the application and pay {amtr} for the background check: {surl}",
	)
	genuine("en-sms-delivery-driver", "delivery", tab{"brand;cc": {"Amazon;us", "DPD;uk", "Evri;uk", "Ocado;uk", "Instacart;us", "Tesco;uk"}},
		"{brand}: your driver {name2} is 4 stops away. Estimated arrival {time}-{time2}.",
		"Hi, {name2} from {brand} here, I'm outside but no answer. Shall I leave it with a neighbour or in the porch?",
		"{brand}: Your order will arrive today between {time} and {time2}. Reply with a safe place if you'll be out.",
		"{brand}: Delivered! Your parcel was handed to the resident. Photo proof available in the app.",
		"Your {brand} delivery slot tomorrow is {time}-{time2}. Need to change it? Manage it in the app.",
	)
	genuine("en-sms-restaurant-booking", "appointment", tab{"place": {"Dishoom", "The Ivy", "Zizzi", "Olive Garden", "Wagamama", "The Cheesecake Factory", "Pizza Express"}},
		"Your table for {cnt} at {place} is confirmed for {day} at {time}. Reply C to confirm or X to cancel.",
		"{place}: we look forward to seeing you tonight at {time}. Running late? Call us on {tel}.",
		"Reminder from OpenTable: {place}, {date} at {time}, party of {cnt}. Manage your reservation in the app.",
		"Hi {name}, thanks for booking with {place}! Please let us know of any allergies by replying to this message.",
		"{place}: your table is ready! Please come to the host stand within 10 minutes.",
	)
	genuine("en-sms-service-public", "service", tab{"cc": {"uk", "us"}},
		"NHS: Your GP surgery has a flu vaccine clinic on {date}. To book, call the surgery or use the NHS App. Do not reply to this message.",
		"HM Passport Office: your passport has been printed and will be delivered by Royal Mail within 5 working days.",
		"Your {city} council bin collection has changed to {day}s from {date}. Details on your council's website.",
		"DVLA: Your driving licence application has been received. We'll send your licence within 3 weeks.",
		"USPS Informed Delivery: you have {cnt} mailpieces arriving today. View them in your dashboard at usps.com.",
		"Jury duty reminder: report to the {city} courthouse on {date} at 8:30 AM. Call the jury office with questions.",
	)
}

// Third round of English families: hard cases on both sides.
func init() {
	scam("en-sms-code-sent-by-mistake", "phishing_other", tab{"brand": {"WhatsApp", "Instagram", "Facebook", "Google", "Snapchat"}},
		"Hi sorry, I accidentally sent a 6-digit code to your number instead of mine. Could you forward it to me please? It's urgent 🙏",
		"Hey it's {name2}! {brand} sent my login code to you by mistake, can you send me the code you just got?",
		"Hello, I'm changing my phone and the {brand} verification went to your number. Can you please tell me the code?",
		"{name}!! I'm locked out of {brand}, I put your number as backup. Just read me the code you got, thanks x",
		"Sorry to bother you, {brand} support here. To keep your account active, reply with the code we just texted you.",
	).note = "account takeover by asking for a code, no link"
	genuine("en-sms-delivery-pin", "otp", tab{"brand": {"Amazon", "DPD", "Evri", "FedEx", "Argos", "AO.com"}},
		"{brand}: Your delivery PIN is {code4}. Share it with the driver only when you receive your parcel.",
		"Your {brand} one-time delivery code is {code6}. The driver will ask for it at the door.",
		"{brand}: your parcel needs a code to be handed over. Give code {code4} to the courier at delivery.",
		"{brand} collection code: {code6}. Show it at the locker or pickup point. Valid until {date}.",
		"Your order from {brand} arrives today. Have this code ready for the driver: {code4}",
	)
	genuine("en-sms-parent-child", "personal", tab{},
		"Hi mum, I'll be home around 8 tonight. Do you want me to pick up some bread?",
		"Mum can you pick me up from the station at {time}? Train's on time",
		"Hey dad, have you seen my phone charger? Think I left it in the car",
		"Hi mum, landed safely! Will call you when I get to the hotel x",
		"Dad it's me, I'm at Jess's, her mum will drop me back after dinner",
		"Mum did you remember to book the dentist for {day}?",
		"Hi mum, just finished my exam, went well I think! Talk later",
		"Hey mom, can I bring a friend for Sunday lunch?",
		"Thanks for the birthday card grandma, love you lots x",
		"Mum the boiler's making that noise again, who do we call?",
	)

	genuine("en-sms-family-group", "personal", tab{},
		"Dinner at Grandma's {day} at {time}, bring a dessert if you can",
		"Who's picking up the kids from football today?",
		"Made it to the hotel, the view is amazing! Photos later 📸",
		"Don't forget it's Dad's birthday tomorrow, I've ordered a cake",
		"Can someone call me when you're free? Nothing urgent, just about the weekend",
		"The boiler guy is coming {day} between {time} and {time2}, can anyone be home?",
		"Bins go out tonight!",
	)
}

// More phrasings for English families, written as real messages vary.
func init() {
	more("en-sms-hi-mum-new-number",
		"hey its me, new phone. dont use the old number anymore. r u home?",
		"Mum this is my new number!! Save it. Also I'm in a bit of a situation, can I call you later or can you help now?",
		"Hi {rel}, it's {fname}. I broke my phone at work 😩 this is a temporary number. Can you pay an invoice for me today? I'll send it over")
	more("en-sms-parcel-redelivery",
		"{brand}: Delivery attempt failed ({date}). Your parcel will be returned unless you confirm a new delivery date today: {surl}",
		"Your parcel is ready but the customs fee of {fee} is unpaid. Pay now to receive it tomorrow: {surl}",
		"[{brand}] Update required: we could not read your postcode. Please confirm it to avoid your parcel being returned {surl}")
	more("en-sms-toll-unpaid",
		"FINAL REMINDER: You have an outstanding toll invoice. To avoid a {amtr} late fee and DMV referral, pay {fee} now: {surl}",
		"{brand} notice: we were unable to process the toll for your recent trip. Balance owed {fee}. {surl}")
	more("en-sms-bank-card-locked",
		"{brand}: you have set up a new payee from a new device. If this was NOT you, visit {surl} to stop the payment",
		"URGENT {brand}: your account will be suspended today. Confirm your details now at {surl} to keep using your card.")
	more("en-sms-otp-services",
		"Your Google verification code is {code6}",
		"{code6} is your Netflix verification code. It expires in 15 minutes.",
		"Use {code6} to sign in to your Snapchat account. Never share this code.",
		"Your Steam Guard code: {code5}")
	more("en-sms-bank-txn-alert",
		"{brand}: You paid {amt} to {merchant}. Balance: {amtm}.",
		"{brand} Alert: Withdrawal of {amtr} from account ending {l4} on {date}. Not you? Call the number on the back of your card.",
		"Heads up! {amt} has left your account for {merchant}. Open the {brand} app for details.")
	more("en-sms-carrier-delivery",
		"{brand}: your parcel is ready to collect from your local pickup point. Reference {trk}. Details: {turl}",
		"Your {brand} package was delivered to your mailbox at {time}. Tracking {trk}")
	more("en-sms-wrong-number-opener",
		"Hey, are you coming to the party on Saturday? {fname} told me to text you")
	more("en-sms-personal-chat",
		"omw!",
		"Can you send me that photo from yesterday?",
		"Sorry missed your call, in a meeting. Call you back in 20")
	more("en-sms-marketing-sale",
		"{brand}: Your {percent}% off code is inside! Use it before Sunday at {dom}. Reply STOP to opt out.",
		"Don't miss it {name}! Free delivery on everything this weekend at {brand}. {dom} STOP to opt out")
	more("en-sms-appointment-reminder",
		"Reminder: {place} {day} {date} {time}. Reply Y to confirm, N to cancel. Call {tel} to rearrange.",
		"You have an appointment tomorrow at {time} at {place}. If you can no longer attend please let us know so we can offer it to someone else.")
	more("en-sms-job-task",
		"Hello! We are looking for part-time staff, 100% remote, just a phone needed. Daily pay up to {amtday}. Reply 'Y' to learn more.",
		"Hi {name}, I'm {fname} from the recruitment team. Your profile matches our online assistant role. Can I share details on Telegram?")
	more("en-sms-prize-winner",
		"Your {brand} receipt has been entered into our prize draw and you're a WINNER! Claim your {prize} now: {surl}")
	more("en-sms-crypto-returns",
		"Your account has an unclaimed balance of {btc} BTC. To withdraw, pay the network fee of {amtr}: {surl}")
}

// Fourth round of English families.
func init() {
	genuine("en-sms-loyalty-points", "marketing", tab{"brand;dom;cc": {"Tesco Clubcard;tesco.com;uk", "Boots Advantage Card;boots.com;uk", "Nectar;nectar.com;uk", "Target Circle;target.com;us", "CVS ExtraCare;cvs.com;us", "Starbucks Rewards;starbucks.com;us"}},
		"{brand}: you've got {amtr} in vouchers to spend. They expire on {date}, so use them in store or online at {dom}.",
		"{brand}: You've earned a reward! Your next purchase gets {percent}% off. It's already on your card, no code needed.",
		"Hi {name}, your {brand} points balance is {cnt2}0. Check your personalised offers in the app. Reply STOP to opt out.",
		"{brand}: Double points on everything this weekend only. Just scan your card. T&Cs at {dom}. STOP to end",
		"{brand}: your birthday treat is waiting in the app. Valid for 7 days. Txt STOP to opt out",
	).note = "genuine loyalty message that looks like a prize"
	genuine("en-sms-flatmates-money", "personal_money", tab{"bill": {"electricity", "gas", "internet", "water", "council tax", "cleaning"}},
		"Flat group: the {bill} bill came in, it's {amtr} each. Can you send it by Friday?",
		"Paid the {bill} today, Splitwise updated. You owe me {amtr} whenever",
		"Hey, rent is due on the 1st, I'll transfer my half tonight",
		"Landlord wants the deposit for the new place by {day}, can we each put in {amtr}?",
		"Thanks for the {amtr}! We're square now 👍",
	)
	genuine("en-sms-bank-new-device", "account_security", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: you've logged in on a new device ({device}) on {date}. If this wasn't you, call the number on the back of your card.",
		"{brand}: your mobile banking was registered on a new phone. Not you? Call us on the number on the back of your card, we'll never ask for your passcode.",
		"{brand}: your phone number has been updated. If you didn't do this, please contact us straight away using the number on our website {dom}.",
		"{brand}: your online banking password was changed. If you made this change, you don't need to do anything.",
	)
	scam("en-sms-romance-followup", "romance_scam", tab{},
		"Good morning my love ☀️ did you sleep well? I dreamed about you again last night",
		"Honey I can't stop thinking about you. When I finish this contract we will finally be together ❤️",
		"Sweetheart, I have a small problem with my account here. Can I ask you something? Please don't be upset",
		"My darling, the platform my uncle showed me made me {amtl} this month. I want us to build our future together, let me teach you",
		"Babe, customs won't release my package unless I pay {amtm}. I'll pay you back the moment I land, I promise",
	).note = "no link: later messages of a romance conversation"
}

// Fifth round of English families.
func init() {
	scam("en-sms-account-suspended", "phishing_other", tab{"brand;bt;dom": {"Amazon;amazon;amazon.com", "Apple;apple;apple.com", "Netflix;netflix;netflix.com", "Microsoft;microsoft;microsoft.com", "Apple Pay;applepay;apple.com", "Amazon Prime;amazon;amazon.com"}},
		"{brand}: your account has been locked due to suspicious activity. Verify your information to restore access: {surl}",
		"{brand}: We couldn't process your last payment. Update your billing info to avoid interruption: {surl}",
		"Your {brand} ID was used to sign in on a new device in {country}. If this wasn't you, secure your account: {surl}",
		"{brand} alert: your subscription will be cancelled today. Confirm your card details {surl}",
		"[{brand}] Your order of {amtm} has been placed. Not you? Cancel here: {surl}",
	)
	genuine("en-sms-daily-notifications", "service", tab{"cc": {"uk", "us"}},
		"Your Uber is arriving now. Look for a grey Toyota Prius, plate {plate_uk}.",
		"Boots: your prescription is ready to collect from your local pharmacy. Please bring this message.",
		"CVS Pharmacy: Your prescription is ready for pickup. Reply STOP to opt out of texts.",
		"{city} Library: the book you reserved is ready to collect. We'll hold it for 7 days.",
		"School notice: due to the snow, the school will open at 10am tomorrow. Please check the website for updates.",
		"PureGym: your class booking for {day} at {time} is confirmed. Cancel at least 2 hours before in the app.",
	)
}

func init() {
	// Advance-fee loans: approval promised to anyone, then a fee, a deposit or the
	// bank login before the money that never comes.
	scam("en-sms-loan-advance-fee", "other", tab{"lender": {"QuickCash Direct", "FastFunds", "LoanPro Finance", "Rapid Credit", "EasyLend", "Prime Lending Group"}},
		"Good news {name}! You are PRE-APPROVED for a loan of {amtl} at 1.9% APR. No credit check. Funds today once the {amtm} processing fee is paid: {surl}",
		"{lender}: your loan of {amtl} has been approved. To release the funds, pay the insurance fee of {amtm} by gift card or bank transfer. Call {mob}",
		"Need cash fast? {amtl} with guaranteed approval, bad credit OK, no paperwork. Apply in 2 minutes: {surl}",
		"Congratulations, your application with {lender} is accepted! A refundable deposit of {amtm} is required before we send {amtl} to your account. Reply YES.",
		"{lender}: final step to receive your {amtl} loan. Confirm your online banking login so we can deposit the money: {surl}",
		"Hi {name}, we can clear all your debts with one loan of {amtl}, approved even with bad credit. Text LOAN to {mob} now, offer ends today.",
	)
	genuine("en-sms-bank-credit-offer", "marketing", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: good news, your credit limit can be raised to {amtl}. Review the offer in the {brand} app. Not interested? You don't need to do anything.",
		"{brand}: you may be pre-approved for a personal loan up to {amtl}. Checking your rate won't affect your credit score. See {dom}/loans",
		"Your {brand} loan application {ref} has been approved. The money will reach your account within 1 working day. Questions? Use the app.",
		"{brand}: your loan payment of {amt} is due on {date}. It will be taken from your account automatically. Reply STOP to opt out of reminders.",
		"{brand}: your overdraft request was approved. Your new limit is {amt}. Details in your online banking at {dom}.",
	)

	// Voicemail: the lure of a message waiting (an app to install, a premium line to
	// call back) and the carriers' own notices (a short number to dial, the phone app).
	scam("en-sms-voicemail-lure", "phishing_other", tab{"cc": {"uk", "us"}},
		"You have 1 new voicemail. To listen, download the voicemail app: {surl}",
		"New voice message received at {time}. Tap to play it: {surl}",
		"Voicemail from {mob} (42 sec). Listen before it is deleted: {surl}",
		"You have a new voicemail waiting. Call {prem} to hear your message.",
		"{name} left you a voice message. Play it here {short}",
		"Your mailbox is full: 3 voicemails will be deleted today. Retrieve them at {surl}",
		"You missed a call from {intl}. A voicemail is waiting: call {intl} back to listen.",
	)
	genuine("en-sms-carrier-voicemail", "service", tab{"brand;vm;cc": {"Vodafone;121;uk", "O2;901;uk", "EE;123;uk", "Three;333;uk", "Verizon;*86;us", "T-Mobile;123;us"}},
		"{brand}: You have 1 new voicemail from {mob}. Call {vm} to listen.",
		"You have 2 new voice messages. To listen, call {vm} free from your mobile. {brand}",
		"{brand}: {mob} tried to call you at {time} and left a voicemail. Dial {vm} to hear it.",
		"Missed call from {mob} at {time}. No voicemail was left. {brand}",
		"{brand} Voicemail: you have 1 new message. Listen in your Phone app or call {vm}.",
	)
	genuine("en-sms-carrier-mailbox", "service", tab{"brand;vm;cc": {"Vodafone;121;uk", "O2;901;uk", "EE;123;uk", "Three;333;uk", "Verizon;*86;us", "AT&T;1;us"}},
		"{brand}: your voicemail box is nearly full. Call {vm} to listen to and delete old messages.",
		"{brand}: you missed a call from {mob} at {time}. They did not leave a message.",
		"Welcome to {brand} Voicemail. Your messages are now also in your Phone app; to set a PIN, call {vm}.",
		"{brand}: a caller from {mob} left you a 25 second message at {time}. To hear it, dial {vm} from your phone.",
		"Reminder from {brand}: messages in your voicemail are kept for 30 days. Listen any time on {vm}.",
	)
	genuine("en-sms-personal-number-change", "personal", tab{},
		"Hi all, new number: {mob}. The old one stops working on Friday. {name}",
		"Hey, it's {name}. I've switched networks, so this is my number now: {mob}. Save it when you get a sec",
		"Quick one: I'm on {mob} from now on, work phone got handed back. See you Saturday!",
		"New number alert 📱 {mob} - delete the old one. Nothing else has changed 😄 {name}",
		"Hi, {name} here from book club. My number has changed to {mob}, could you update the group list?",
	).note = "a number change with the number, no request"
	// A fake order confirmation that asks the reader to call about a purchase they
	// never made (the call leads to a "refund" by remote access or a transfer).
	scam("en-sms-fake-order-callback", "tech_support", tab{"brand;cc": {"Amazon;us", "Amazon;uk", "PayPal;us", "Apple;uk", "eBay;uk", "Best Buy;us"},
		"item": {"iPhone 16 Pro", "MacBook Air M3", "PlayStation 5", "Samsung Galaxy S24 Ultra", "iPad Pro", "Dyson V15"}},
		"{brand}: Your order #{ref} for an {item} ({amtm}) has been confirmed. If you did not place this order, call {tel} to cancel it.",
		"{brand} order confirmation: {item}, {amtm}, delivery on {date}. Not you? Call our fraud team on {free} within 24 hours.",
		"Your {brand} account was charged {amtm} for a {item}. If this wasn't you, contact us at {tel} for a full refund.",
		"{brand}: a purchase of {amtm} ({item}) was made with your account. To dispute it, call {mob} now.",
		"Thank you for your order with {brand}! {item} - {amtm}. If you did not authorise this payment please call {tel} immediately.",
	)
}
