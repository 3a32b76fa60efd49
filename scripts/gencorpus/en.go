package main

// English families: US and UK. Written here.

var (
	enBanks = []string{
		"Chase;chase.com;chase;us", "Wells Fargo;wellsfargo.com;wellsfargo;us", "Bank of America;bankofamerica.com;bofa;us",
		"Capital One;capitalone.com;capitalone;us", "Citi;citi.com;citi;us", "PNC;pnc.com;pnc;us",
		"Barclays;barclays.co.uk;barclays;uk", "Lloyds;lloydsbank.com;lloyds;uk", "HSBC;hsbc.co.uk;hsbc;uk",
		"NatWest;natwest.com;natwest;uk", "Santander;santander.co.uk;santander;uk", "Monzo;monzo.com;monzo;uk",
		"Halifax;halifax.co.uk;halifax;uk", "Nationwide;nationwide.co.uk;nationwide;uk", "Revolut;revolut.com;revolut;uk",
	}
	enMerchants = []string{"Amazon Marketplace", "Apple.com", "Walmart", "Argos", "Currys", "Best Buy", "Tesco", "Uber Eats",
		"Deliveroo", "Target", "JD Sports", "Booking.com", "Shell", "Costco", "Sainsbury's", "eBay", "Steam", "Starbucks", "ASOS", "Home Depot"}
	enCities = []string{"London", "Manchester", "Leeds", "Bristol", "Glasgow", "New York", "Chicago", "Houston", "Miami",
		"San Diego", "Seattle", "Atlanta", "Birmingham", "Denver", "Boston"}
)

func init() {
	langSlots["en"] = map[string]func(*ctx) string{
		"merchant": func(c *ctx) string { return c.pick(enMerchants) },
		"city":     func(c *ctx) string { return c.pick(enCities) },
		"rel":      func(c *ctx) string { return c.pick([]string{"Mum", "Mom", "mum", "mom", "Dad", "dad", "Mummy"}) },
		"device": func(c *ctx) string {
			return c.pick([]string{"iPhone 15", "Samsung Galaxy S24", "Windows PC", "MacBook Pro", "Pixel 8", "iPad", "Chrome on Windows"})
		},
		"country": func(c *ctx) string {
			return c.pick([]string{"Nigeria", "Russia", "Vietnam", "Brazil", "Romania", "Indonesia", "China", "Ukraine"})
		},
	}

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
	scam("en-email-bank-verify", "phishing_bank", tab{"brand;dom;bt;cc": append(enBanks, "PayPal;paypal.com;paypal;us", "American Express;americanexpress.com;amex;us")},
		"Subject: Action required: verify your {brand} account\nDear Customer,\n\nAs part of our ongoing security upgrade, all {brand} customers must confirm their details before {date}. Failure to do so will result in restrictions on your online banking.\n\nVerify now: {hurl}\n\nThank you for banking with us.\n{brand} Online Security Team",
		"Subject: Unusual sign-in activity on your account\nHello {name},\n\nWe detected a login attempt from a new device ({device}) in {country}. For your protection we have temporarily locked your account.\n\nTo unlock it, confirm your identity here: {hurl}\n\nIf you do not complete this within 48 hours your card will be cancelled.\n\nRegards,\n{brand} Customer Protection",
		"Subject: You have 1 new secure message\n{brand} Secure Messaging\n\nYou have received an important message about your account. For security reasons it can only be viewed after you sign in.\n\nRead message: {hurl}\n\nPlease do not reply to this email.",
		"Subject: Refund of {amt} pending\nDear {name} {last},\n\nAfter a review of your account we found that you were charged twice for a recent transaction. A refund of {amt} is waiting for you.\n\nTo receive your refund, please confirm the card you want it paid to: {hurl}\n\n{brand} Billing",
		"Subject: Your card has been suspended\nWe were unable to verify your recent transactions and your {brand} card ending in {l4} has been suspended.\nTo lift the suspension, update your billing information on our secure page {hurl}\nCase ID: {ref}",
		"Subject: Final warning: account closure\nDear valued customer,\nyour account has not been verified under the new KYC rules. Your account will be closed on {date} and remaining funds frozen.\nComplete verification: {hurl}\nWe apologise for any inconvenience.",
	)

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
	scam("en-email-m365-password", "phishing_other", tab{
		"brand;bt;dom": {"Microsoft 365;office365;microsoft.com", "Outlook;outlook;outlook.com", "IT Service Desk;helpdesk;microsoft.com", "SharePoint Online;sharepoint;microsoft.com"},
		"doc":          {"Q3 Invoice.pdf", "Payroll adjustments 2025.xlsx", "Signed contract.docx", "Remittance advice.pdf", "Bonus schedule.xlsx", "Updated HR policy.pdf"}},
		"Subject: Password expiry notice for {mail}\n{brand}\n\nThe password for your account {mail} expires today. To keep using your current password, confirm it below.\n\nKeep my password: {hurl}\n\nThis is an automated message from the IT service desk.",
		"Subject: [Action Required] {cnt2} incoming messages are on hold\nYour mailbox has exceeded its storage quota. {cnt2} messages are pending delivery to {mail}.\n\nRelease pending messages: {hurl}\n\nMessages not released within 24 hours will be deleted.",
		"Subject: {name2} shared \"{doc}\" with you\n{name2} {last2} has shared a file with you.\n\n{doc}\n\nOpen: {hurl}\n\nThis link only works for the direct recipients of this message.",
		"Subject: Voicemail received from {mob}\nYou have a new voice message (0:4{cnt}).\n\nListen to message: {hurl}\n\nYou will be asked to sign in with your work account.",
		"Subject: DocuSign: please review and sign \"{doc}\"\n{name2} {last2} sent you a document to review and sign.\n\nREVIEW DOCUMENT: {hurl}\n\nDo not share this email. It contains a secure link.",
		"Subject: Mailbox deactivation request received\nHello {name},\nWe received a request to deactivate your mailbox {mail}. If you did not make this request, cancel it now: {hurl}\nIgnoring this message will result in deactivation within 24 hours.\nIT Support",
	)
	scam("en-email-streaming-suspended", "phishing_other", tab{"brand;bt;dom": {"Netflix;netflix;netflix.com", "Disney+;disneyplus;disneyplus.com", "Spotify;spotify;spotify.com", "Prime Video;primevideo;amazon.com", "Apple TV+;appletv;apple.com"}},
		"Subject: Your membership is on hold\nHi {name},\n\nWe're having some trouble with your current billing information. We'll try again, but in the meantime you may want to update your payment details.\n\nUPDATE ACCOUNT: {hurl}\n\nThe {brand} Team",
		"Subject: Payment declined - update needed\nYour {brand} subscription could not be renewed because your bank declined the payment of {amt}.\nTo keep watching, update your card within 48 hours: {hurl}",
		"Subject: Last reminder: your account will be closed\nDear member,\nThis is our final attempt to contact you about your unpaid subscription. Your profiles and watch history will be deleted on {date}.\nRestore my account: {hurl}",
		"Subject: Your account has been suspended\n{brand}\n\nWe were unable to validate your billing information for the next billing cycle, so we have suspended your account.\nRestart membership: {hurl}\n\nNeed help? Visit the Help Centre.",
		"Subject: Enjoy 3 months free - confirm your details\nAs a loyal {brand} member you qualify for 3 free months. Simply confirm your payment method (you will not be charged today): {hurl}",
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
	enCarriersScam := []string{"USPS;usps;us;usps.com", "UPS;ups;us;ups.com", "FedEx;fedex;us;fedex.com", "DHL;dhl;us;dhl.com",
		"Royal Mail;royalmail;uk;royalmail.com", "Evri;evri;uk;evri.com", "DPD;dpd;uk;dpd.co.uk", "Yodel;yodel;uk;yodel.co.uk", "Parcelforce;parcelforce;uk;parcelforce.com"}
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
	scam("en-email-customs-fee", "fake_delivery", tab{"brand;bt;cc;dom": enCarriersScam, "origin": {"China", "Germany", "the United States", "Hong Kong", "the Netherlands"}},
		"Subject: Your shipment {trk} is held at customs\nDear customer,\n\nYour parcel from {origin} has arrived at our sorting centre but cannot be released until the import duty of {fee} is paid.\n\nPay customs charges: {hurl}\n\nParcels not paid for are returned after 5 days.\n\n{brand} Customer Service",
		"Subject: Delivery attempt failed - action needed\nHello {name},\nOur driver tried to deliver your package {trk} on {date} but the address could not be confirmed.\nPlease update your delivery preferences and pay the {fee} rescheduling fee: {hurl}\nThank you for choosing {brand}.",
		"Subject: Notification: unpaid postage\n{brand}\n\nWe are holding an item for you. The sender paid insufficient postage ({fee} outstanding).\nTo release your item, pay online: {hurl}\nReference: {ref}",
		"Subject: Your package will be returned\nDear {name},\nAfter 2 failed delivery attempts your parcel ({trk}) will be returned to the sender on {date2}. To receive it, confirm your address and pay a small fee of {fee} here: {hurl}",
		"Subject: Invoice for import VAT - parcel {trk}\nPlease find below the invoice for VAT on your shipment from {origin}.\nAmount due: {fee}\nPay by card: {hurl}\nIf payment is not received within 72 hours the shipment will be destroyed.",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("en-sms-wrong-number-opener", "romance_scam", tab{},
		"Hi, is this {name}? It's {fname} from the yoga class, we met last week",
		"Hello, are you Mr {last}? I'm {name2}, the realtor. Is the house still available to view on {day}?",
		"Hey {name}, are we still on for dinner at {time}? 😊",
		"Sorry, who is this? Your number is saved in my phone as {name}... anyway, nice to meet you, I'm {fname} and I live in {city}",
		"Hi {name}, long time no see! Are you still living in {city}?",
		"Is this {name}? My assistant gave me this number for the golf lesson tomorrow",
		"Good morning! I think I got the wrong number but you seem nice. I'm {fname}, where are you from?",
		"Hello {name}, this is {fname}. Did you get home safe last night?",
	).note = "no link; first message of a pig-butchering conversation"
	scam("en-email-romance-overseas", "romance_scam", tab{"site": {"Facebook", "Instagram", "Match", "Tinder", "Words with Friends", "LinkedIn"}, "job": {"engineer on an oil rig in the North Sea", "US Army doctor on a peacekeeping mission", "ship captain", "surgeon working with the UN in Syria", "widowed architect on a contract in Dubai"}},
		"{name={fname}}Subject: Hello from far away\nHi dear,\n\nI saw your profile and I could not stop thinking about your smile. My name is {mname}, I am a {job}. I am a simple and honest man looking for a serious relationship. Please write back to me at {replyto}.\n\n{mname}",
		"{name={fname}}Subject: I need your help my love\nMy darling {name},\n\nThe company has frozen my accounts until the contract ends and I need to pay {amtm} for my flight home to finally meet you. Can you send it by Western Union or gift cards? I will pay you back the day I land.\n\nForever yours,\n{mname}",
		"{name={fname}}Subject: My heart belongs to you\nGood morning my queen,\nEvery day on this {job} I think of you. I have never felt this way. I want to send you a package with my savings and some gold for safe keeping, the diplomat only needs you to pay the delivery fee of {amtm}.\nLove, {mname}",
		"{name={fname}}Subject: Please don't ignore me\n{name},\nI know we have only talked for three weeks but I love you. I am stuck at the airport because customs are holding my luggage. They want {amtm} to release it. You are the only one I trust.\n{mname}",
		"{name={fname}}Subject: Found you on {site}\nHello, I am {mname}, 46, a {job}. Your profile on {site} touched me. I will be honest, I do not come online there often, so please contact me on WhatsApp {intl} or Hangouts.",
	)

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
	scam("en-email-wallet-verify", "investment_scam", tab{"brand;bt;dom": {"MetaMask;metamask;metamask.io", "Ledger;ledger;ledger.com", "Trust Wallet;trustwallet;trustwallet.com", "Coinbase Wallet;coinbase;coinbase.com", "Trezor;trezor;trezor.io"}},
		"Subject: Mandatory wallet verification\nDear {brand} user,\n\nDue to new regulatory requirements, all wallets must be verified before {date}. Unverified wallets will be restricted.\n\nVerify your wallet: {hurl}\n\nYou will need your 12-word Secret Recovery Phrase to complete the process.",
		"Subject: Security incident: action required\nOur database was breached and your wallet may be exposed. To protect your funds, migrate them to a new secure address by re-entering your recovery phrase here: {hurl}\n\n{brand} Security",
		"Subject: Your {brand} device needs a firmware update\nA critical vulnerability affects your device. Download the update and synchronise your wallet: {hurl}\nFailure to update may result in loss of funds.",
		"Subject: Withdrawal of {btc} BTC requested\nA withdrawal of {btc} BTC to address {btcaddr} was requested from your account.\nIf you did not make this request, cancel it immediately: {hurl}",
		"Subject: Congratulations, you qualify for the {brand} loyalty reward\nDear holder,\nAs one of our early users you can claim 2,500 tokens. Connect your wallet to claim: {hurl}\nOffer ends {date}.",
	)

	// ---------------------------------------------------------------- scams: tech_support
	scam("en-email-renewal-callback", "tech_support", tab{"brand;bt;dom": {"Norton 360;norton;norton.com", "McAfee Total Protection;mcafee;mcafee.com", "Geek Squad;geeksquad;bestbuy.com", "Geek Squad Protection;geeksquad;bestbuy.com", "Windows Defender;defender;microsoft.com", "Total AV;totalav;totalav.com"}},
		"Subject: Your {brand} subscription has been renewed\nInvoice #{ref}\n\nDear {name},\nThank you for renewing your subscription. {amtm} has been charged to your account today for a further 3 years of protection.\n\nIf you did not authorise this renewal, call our billing department within 24 hours: {tel}\n\n{brand} Billing Support",
		"Subject: Order confirmation {ref}\nHello,\nYour auto-renewal for {brand} (5 devices) was processed successfully.\nAmount: {amtm}\nPayment method: bank debit\n\nTo cancel and get a refund, contact us at {tel} (Mon-Sun 8am-10pm).",
		"Subject: Payment received - thank you\nThis is to confirm that {amtm} was received for your {brand} annual plan.\nIf this charge was not made by you, please call {tel} to dispute it. Refunds are only possible for 24 hours.",
		"Subject: Re: Your receipt\nDear Customer, we have renewed your {brand} membership as requested. The amount of {amtm} will appear on your statement. For any questions or cancellation, dial {tel}.",
		"Subject: {brand} - Invoice {invoice}\nThanks for your purchase!\nProduct: {brand} Premium, 1 year\nTotal: {amtm}\nQuestions about this order? Our helpdesk is open 24/7 at {tel}.",
	).note = "call-back scam with no link"
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
	scam("en-email-lottery-award", "lottery", tab{"org": {"UK National Lottery International", "Euro Millions Promotion Board", "Publishers Clearing House", "Microsoft Lottery Team", "Coca-Cola Global Promotions", "Google Anniversary Draw"}},
		"Subject: Winning notification ref {ref}\nDear Beneficiary,\n\nWe are pleased to inform you that your email address was selected in our online draw and you have won {amtl}.\n\nTo process your claim, contact our agent {fullname} at {replyto} with your full name, address, phone number and a copy of your ID.\n\n{org}",
		"Subject: Congratulations!!! You are a winner\nAttention Winner,\nYour email was one of 10 lucky winners of {amtl} in the {org} draw held on {date}. A processing and transfer fee of {amtm} is required before release of funds.\nReply to claim.",
		"Subject: Final notice: unclaimed prize\nDear {name},\nThis is our final notice regarding your unclaimed prize of {amtl}. Your file will be closed on {date2} if we do not hear from you. Contact our claims desk on {intl}.\n{org}",
		"Subject: You've been selected\nHello,\nYou have been selected as a winner of {amtl} and a brand new car in the {org}. Your winning number: {ref}. Keep this confidential until your claim is processed.\nClaims agent: {fullname}, {replyto}",
		"Subject: Prize release form\nDear Winner,\nPlease fill in the attached release form and return it with the clearance fee of {amtm} to receive your winnings of {amtl}.\nYours faithfully,\n{fullname}\n{org}",
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
	scam("en-email-ceo-request", "other", tab{"boss": {"Richard Hale", "Sarah Whitmore", "David Chen", "Laura Grant", "Michael Turner"}, "role": {"CEO", "Managing Director", "CFO", "Director"}},
		"Subject: Quick favour\n{name}, are you at your desk? I need you to handle a task for me discreetly. Reply when you get this.\n\n{boss}\nSent from my iPhone",
		"Subject: Urgent request\nHi {name},\nI need you to purchase {cnt} Apple gift cards of {amtr} each for some clients. It's a surprise, so keep it between us. Scratch the backs and send me pictures of the codes. I'm in meetings all day so email only.\n{boss}\n{role}",
		"Subject: Updated bank details for invoice {invoice}\nDear accounts team,\nPlease note that we have changed banks following an audit. Kindly make the payment of {amtl} for invoice {invoice} and all future payments to our new account:\nSort code {sortcode}, account {acct}.\nThe old account can no longer receive funds.\nRegards,\n{fullname}\nAccounts Receivable",
		"Subject: Confidential - acquisition\n{name},\nWe are closing a confidential acquisition and I need a wire of {amtl} sent today. Our lawyer {fullname} will contact you with the details. Do not discuss this with anyone else until the announcement.\n{boss}, {role}",
		"Subject: Payroll update\nHello,\nI changed banks and would like my salary paid into my new account from this month. Can you update it before the payroll run? New details: sort code {sortcode}, account {acct}.\nThanks,\n{name2}",
		"Subject: Are you available?\nI need a quick task done. Let me know if you are available, I cannot take calls right now.\n{boss}\n{role}",
	).note = "business e-mail compromise"
	scam("en-sms-job-task", "other", tab{"agency": {"Hays", "Indeed", "Randstad", "Adecco", "Reed", "TalentHub"}},
		"Hi, I'm {name2} from {agency} recruitment. We have a flexible remote job: 60-90 min a day, earn up to {amtday} per day. Interested? Message me on WhatsApp {intl}",
		"Part-time job: rate products online from home and earn {amtr} per task, paid daily. Contact {intl} on WhatsApp",
		"Hello, your CV was recommended to us. The position pays {amtm} a week, no experience required. Reply YES to learn more.",
		"Hi {name}, we're hiring app testers. Complete simple tasks to boost app rankings and get paid {amtr} daily. Add my Telegram @{rnd}_hr",
		"We received your application. To start earning you just need to top up your work account with {amtr} first, it's refunded with your commission. {surl}",
		"Good afternoon, I'm {name2}, HR at a digital marketing company. We offer a part-time online job you can do from your phone. Can I send you details?",
	)
	scam("en-sms-fake-bank-adviser", "other", tab{"brand;dom;bt;cc": enBanks},
		"{brand}: we detected a suspicious payment on your account. A member of our fraud team will call you shortly, please keep your phone nearby.",
		"{brand} Fraud Department: your account is under attack. An adviser will call you from {tel} to move your money to a safe account.",
		"Message from {brand}: to stop the fraudulent transfer of {amtm}, wait for our call. Do not speak to anyone else about this.",
		"{brand}: Someone in {city} tried to use your card. Our investigator {fullname} will contact you within 10 minutes to secure your funds.",
		"Your {brand} account has been compromised by an employee. Police are aware. Expect a call from officer {last2} today and follow his instructions.",
		"{brand}: call back on {mob} about a payment you did not authorise. Reference {ref}.",
	).note = "no link: impersonation call to come"
	scam("en-email-sextortion", "other", tab{},
		"Subject: I know your password\nHi,\nI know one of your passwords and I have had access to your device for months. I recorded you through your webcam while you were watching adult sites. Send {btc} BTC to {btcaddr} within 48 hours or the video goes to all your contacts.",
		"Subject: {mail}\nYou don't know me but I know you very well. My malware captured your screen and camera. Pay {amtm} in Bitcoin to this wallet: {btcaddr}. You have 2 days. Don't go to the police, I will know.",
		"Subject: Your account was hacked\nHello pervert,\nI have your browsing history and a video of you. Transfer {amtm} in BTC to {btcaddr} and everything will be deleted. The timer started when you opened this email.",
		"Subject: Final warning\n{name}, I have collected all your contacts and a compromising video. If I don't receive {amtm} in Bitcoin within 50 hours, it will be sent to your family and colleagues. Wallet: {btcaddr}",
		"Subject: Security notice - account {mail}\nI'm a hacker who gained access to your operating system. Everything you did was recorded. Payment of {btc} BTC to {btcaddr} will stop me from publishing it.",
	)
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
	genuine("en-email-otp-verify", "otp", tab{"brand;dom;from": {
		"Steam;steampowered.com;\"Steam\" <noreply@steampowered.com>", "Microsoft account;microsoft.com;\"Microsoft account team\" <account-security-noreply@accountprotection.microsoft.com>",
		"Booking.com;booking.com;\"Booking.com\" <noreply@booking.com>", "Epic Games;epicgames.com;\"Epic Games\" <help@accts.epicgames.com>",
		"Dropbox;dropbox.com;\"Dropbox\" <no-reply@dropbox.com>", "LinkedIn;linkedin.com;\"LinkedIn\" <security-noreply@linkedin.com>"}},
		"Subject: Your {brand} verification code\nHi {name},\n\nYour verification code is {code6}.\n\nEnter this code to finish signing in. It expires in 15 minutes.\n\nIf you didn't try to sign in, you can safely ignore this email. Someone may have typed your email address by mistake.",
		"Subject: {code6} is your security code\nUse this code to verify your email address for {brand}:\n\n{code6}\n\nFor your security, never share this code. {brand} staff will never ask you for it.",
		"Subject: Confirm it's you\nHello,\nHere is the code you requested: {code6}\nIf you didn't request a code, please ignore this message and consider changing your password at https://www.{dom}/.\nThe {brand} team",
		"Subject: Your single-use code\nHi {mail},\n\nWe received your request for a single-use code to use with your {brand} account.\n\nYour single-use code is: {code6}\n\nIf you didn't request this code, you can safely ignore this email.\n\nThanks,\nThe {brand} team",
		"Subject: Verify your email address\nThanks for creating a {brand} account. Enter the code below in the app to confirm your email address:\n\n{code6}\n\nThis code will expire in 24 hours.",
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
	genuine("en-email-bank-statement", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"Subject: Your {brand} statement is ready\nDear {name} {last},\n\nYour statement for the account ending {l4} is now available to view in online banking.\n\nTo view it, log in at {dom} or open the {brand} app. We will never email you a link asking you to log in.\n\n{brand}",
		"Subject: A large purchase was made on your card\nHi {name},\nA purchase of {amtm} was made at {merchant} with your card ending {l4} on {date}.\nIf you made this purchase, you don't need to do anything. If you don't recognise it, call us using the number on the back of your card.\nThank you for choosing {brand}.",
		"Subject: Your payment has been received\nThank you. We received your credit card payment of {amtm} on {date}. It may take up to 2 business days to show in your available credit.\n{brand} Card Services",
		"Subject: Low balance alert\nYour available balance on account ending {l4} is {amt}, below the alert amount you set.\nYou can change your alerts at any time in the {brand} app.\nPlease do not reply to this automated message.",
		"Subject: Your new card is on its way\nHello {name},\nYour replacement card ending {l4} has been sent and should arrive within 5 working days. Activate it in the app once it arrives. Your old card will stop working 14 days after activation.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: delivery
	enCarriers := []string{
		"USPS;us;{trk_usps};https://tools.usps.com/go/TrackConfirmAction?tLabels={trk}", "UPS;us;{trk_ups};https://www.ups.com/track?tracknum={trk}",
		"FedEx;us;{trk_fedex};https://www.fedex.com/fedextrack/?trknbr={trk}", "Amazon;us;{trk_amzl};https://www.amazon.com/progress-tracker/package",
		"Royal Mail;uk;{trk_rm};https://www.royalmail.com/track-your-item#/tracking-results/{trk}", "Evri;uk;{trk_evri};https://www.evri.com/track/parcel/{trk}",
		"DPD;uk;{trk_dpduk};https://track.dpd.co.uk/parcels/{trk}", "DHL;uk;{trk_dhl};https://www.dhl.com/gb-en/home/tracking.html?tracking-id={trk}"}
	genuine("en-sms-carrier-delivery", "delivery", tab{"brand;cc;trk;turl": enCarriers},
		"{brand}: Your package {trk} is out for delivery today. Track it: {turl}",
		"{brand}: Your parcel will be delivered {date} between {time} and {time2}. Manage your delivery: {turl}",
		"Hi {name}, your {brand} parcel has been delivered and left in your safe place. Track: {turl}",
		"{brand}: we tried to deliver your parcel today but no one was in. We'll try again tomorrow, or you can choose another option at {turl}",
		"Your {brand} delivery is arriving today. Your driver is {name2}. Tracking: {trk}",
		"{brand}: shipment {trk} has been delivered at {time}. Reply STOP to opt out.",
		"Good news! Your {brand} parcel is 5 stops away. Follow it live: {turl}",
	)
	genuine("en-email-carrier-delivery", "delivery", tab{"brand;cc;trk;turl": enCarriers},
		"Subject: Your {brand} parcel is on its way\nHi {name},\n\nYour parcel {trk} has been dispatched and is expected on {date}.\n\nTrack your parcel: {turl}\n\nYou don't need to do anything. If you won't be in, you can change your delivery options from the tracking page.",
		"Subject: Delivered: your package {trk}\nYour package was delivered on {date} at {time}.\nDelivered to: front door\nTrack: {turl}\nIf you can't find it, check around your property or with neighbours.",
		"Subject: Delivery update for {trk}\nHello,\nThere's a delay with your delivery due to weather conditions. The new estimated delivery date is {date}.\nSee the latest status: {turl}\n{brand}",
		"Subject: Sorry we missed you\nWe tried to deliver your item today. It will be taken to your local collection point from tomorrow. Bring photo ID and your reference {trk}.\nDetails: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	enShops := []string{"Amazon;amazon.com;us", "Argos;argos.co.uk;uk", "Walmart;walmart.com;us", "Target;target.com;us", "John Lewis;johnlewis.com;uk",
		"ASOS;asos.com;uk", "Best Buy;bestbuy.com;us", "Currys;currys.co.uk;uk", "IKEA;ikea.com;uk", "Etsy;etsy.com;us"}
	genuine("en-email-order-confirmation", "order", tab{"brand;dom;cc": enShops,
		"item": {"Wireless earbuds", "Kids' rain jacket", "Coffee machine descaler", "USB-C charger 65W", "Running shoes", "Bedside lamp", "Paperback: The Thursday Murder Club", "Garden hose 30m"}},
		"Subject: Your {brand} order {ord} has been confirmed\nHello {name},\n\nThanks for your order. We'll send you an email when your item ships.\n\n{item}\nQty: 1\nOrder total: {amt}\n\nView or manage your order at https://www.{dom}/orders",
		"Subject: Order confirmation #{ord}\nHi {name}, thanks for shopping with {brand}!\n\nItems: {item}\nDelivery: standard, estimated {date}\nTotal paid: {amt}\n\nQuestions? Visit https://www.{dom}/help",
		"Subject: Your order has shipped\nGood news {name}, your {brand} order {ord} is on its way and should arrive by {date}.\n{item}\nTrack your parcel from your account at {dom}.",
		"Subject: Your receipt from {brand}\nReceipt {ord}\n{item} .... {amt}\nPaid with card ending {l4}\nThank you for your purchase. Returns are free within 30 days.",
		"Subject: We've received your return\nHi {name},\nWe've received the return of {item}. Your refund of {amt} will be processed to your original payment method within 5-7 days.\n{brand} Customer Service",
	)
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
	genuine("en-email-appointment", "appointment", tab{"place": {"Bupa Dental Care", "City Physio Clinic", "Halfords Autocentre", "Vision Express", "Brookside Medical Centre", "Pets at Home Vet Group"}},
		"Subject: Appointment confirmation\nDear {name},\n\nThis is to confirm your appointment at {place} on {date} at {time}.\n\nIf you need to cancel or rearrange, please give us at least 24 hours' notice by calling {tel}.\n\nKind regards,\n{place}",
		"Subject: Reminder: your appointment tomorrow\nHi {name}, we look forward to seeing you tomorrow at {time}. Please bring a list of any medication you are taking.\n{place}",
		"Subject: Your booking is confirmed\nBooking reference: {ref}\nService: annual check-up\nDate: {date}, {time}\nLocation: {place}, {city}\nAdd to calendar or manage your booking from your account.",
		"Subject: Time to book your next visit\nHello {name}, our records show it's been a year since your last check-up at {place}. You can book online or call us on {tel}.\nThis is an automated reminder.",
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
	genuine("en-email-marketing", "marketing", tab{"brand;dom;cc": {"Nike;nike.com;us", "Marks & Spencer;marksandspencer.com;uk", "Uniqlo;uniqlo.com;uk", "Best Buy;bestbuy.com;us", "Currys;currys.co.uk;uk", "Lush;lush.com;uk", "Gap;gap.com;us"}},
		"Subject: Ends tonight: up to 40% off\nHi {name},\n\nOur biggest sale of the season ends at midnight. Don't miss out on your favourites.\n\nShop the sale: https://www.{dom}/sale\n\nYou're receiving this email because you signed up at {dom}. Unsubscribe or manage your preferences at any time.",
		"Subject: {name}, your exclusive member offer is inside\nAs a member you get early access to our new collection plus free delivery this weekend.\nShop now at https://www.{dom}/\nOffer ends {date}. Unsubscribe: https://www.{dom}/preferences",
		"Subject: Last chance for free shipping\nOnly a few hours left to get free shipping on all orders. Hurry!\nhttps://www.{dom}/\nTo stop receiving these emails, click unsubscribe below.",
		"Subject: New arrivals you'll love\nFresh styles just landed at {brand}. Be the first to shop them.\nhttps://www.{dom}/new\nNo longer want these emails? Unsubscribe.",
		"Subject: Your birthday treat 🎁\nHappy birthday {name}! Enjoy {percent}% off your next order with code BDAY{code4}, valid until {date}.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: newsletter
	genuine("en-email-newsletter", "newsletter", tab{"brand;dom;from": {
		"The Morning Brief;nytimes.com;\"The New York Times\" <nytdirect@nytimes.com>", "BBC Newsletter;bbc.co.uk;\"BBC\" <newsletters@bbc.co.uk>",
		"The Guardian Today;theguardian.com;\"The Guardian\" <newsletters@theguardian.com>", "Morning Brew;morningbrew.com;\"Morning Brew\" <crew@morningbrew.com>",
		"Wired Weekly;wired.com;\"WIRED\" <newsletters@wired.com>"},
		"topic": {"interest rates", "the heatwave", "the election", "AI regulation", "the Champions League final", "housing prices", "a new vaccine study"}},
		"Subject: {brand}: what you need to know about {topic}\nGood morning.\n\nToday: what {topic} means for you, a look at the week ahead, and our editors' picks.\n\nRead online: https://www.{dom}/newsletters\n\nYou are receiving this because you subscribed. Unsubscribe at any time.",
		"Subject: This week: {topic} and more\nHi {name},\nHere are the stories our readers loved this week, starting with our deep dive into {topic}.\nhttps://www.{dom}/\nManage your newsletters in your account settings.",
		"Subject: Your weekend reading\nFive long reads for your weekend, including a guide to {topic}.\nEnjoy, and see you next week.\nThe {brand} team\nUnsubscribe | Privacy policy",
		"Subject: {brand} - {date}\nIn today's issue: {topic}, a puzzle, and a recipe for the weekend. Forwarded this email? Sign up at https://www.{dom}/",
	)
	genuine("en-email-community-newsletter", "newsletter", tab{"org": {"Oakfield Primary PTA", "Riverside Running Club", "St Mary's Parish", "Greenway Allotment Society", "Maple Street Library", "Westside Community Garden"}},
		"Subject: {org} - {date} update\nHi everyone,\n\nThanks to all who came to the quiz night, we raised {amtm}! Next meeting is on {day} at {time}. Volunteers for the summer fair are still needed, just reply to this email.\n\nBest,\n{name2}\n{org}",
		"Subject: News from {org}\nDear members,\nA quick round-up: new opening hours from {date}, a reminder that subs of {amtr} are due, and photos from last month's event are on our website.\nSee you soon!",
		"Subject: {org} newsletter\nHello all,\nThis month we welcome {cnt} new members. The AGM is on {date}. Agenda attached. If you no longer wish to receive our newsletter, reply with UNSUBSCRIBE.\n{name2} {last2}, secretary",
		"Subject: Summer programme\nHi {name},\nOur summer programme is out! Sessions start {date}. Booking is open on our website or at reception.\nThanks for being part of {org}.",
	)

	// ---------------------------------------------------------------- genuine: account_security
	genuine("en-email-new-signin", "account_security", tab{"brand;dom;from": {
		"Google;google.com;\"Google\" <no-reply@accounts.google.com>", "Microsoft;microsoft.com;\"Microsoft account team\" <account-security-noreply@accountprotection.microsoft.com>",
		"Netflix;netflix.com;\"Netflix\" <info@account.netflix.com>", "Apple;apple.com;\"Apple\" <noreply@email.apple.com>",
		"Instagram;instagram.com;\"Instagram\" <security@mail.instagram.com>", "Amazon;amazon.com;\"Amazon.com\" <account-update@amazon.com>"}},
		"Subject: Security alert: new sign-in\nNew sign-in on {device}\n\n{mail}\n\nWe noticed a new sign-in to your {brand} Account on a {device} device. If this was you, you don't need to do anything. If not, we'll help you secure your account.\n\nCheck activity: https://myaccount.{dom}/notifications\n\nYou received this email to let you know about important changes to your {brand} Account and services.",
		"Subject: New login to {brand}\nHi {name},\nWe noticed a new login to your account from {device} near {city} on {date} at {time}.\nIf this was you, no action is needed. If it wasn't, change your password in the app under Settings > Security.",
		"Subject: Your password was changed\nHello {name},\nThe password for your {brand} account {mail} was changed on {date}.\nIf you did this, you can safely disregard this email. If you didn't, please reset your password from the {brand} app or website right away.",
		"Subject: Two-step verification turned on\nYou turned on two-step verification for {mail}. From now on you'll need a code from your phone when you sign in on a new device.\n{brand}",
		"Subject: Your Apple Account was used to sign in to iCloud via a web browser\nDear {name},\nYour Apple Account ({mail}) was used to sign in to iCloud via a web browser.\nDate and time: {date}, {time}\nIf the information above looks familiar, you can ignore this message.",
	)
	genuine("en-email-password-reset", "account_security", tab{"brand;dom": {"Spotify;spotify.com", "Dropbox;dropbox.com", "Etsy;etsy.com", "Deliveroo;deliveroo.co.uk", "Zoom;zoom.us", "GitHub;github.com", "Canva;canva.com"}},
		"Subject: Reset your password\nHi {name},\n\nWe received a request to reset the password for your {brand} account. Click the link below to choose a new one:\n\nhttps://www.{dom}/reset-password?token={rnd}{rnd}\n\nThis link expires in 1 hour. If you didn't ask to reset your password, you can ignore this email.",
		"Subject: Your password reset link\nSomeone (hopefully you) asked us to reset the password for your {brand} account. Use this link to reset it: https://{dom}/password_reset/{rnd}\nIf you didn't request this, just ignore this email. Your password won't change.",
		"Subject: {brand} password reset\nHello,\nFollow this link to reset your {brand} password for {mail}: https://accounts.{dom}/reset?t={rnd}\nIf you didn't request a reset, you can safely ignore this message.\nThanks, the {brand} team",
		"Subject: Password changed successfully\nHi {name}, this confirms that your {brand} password was just changed. If you made this change, there's nothing else to do.",
	)
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
	genuine("en-email-work-invoice", "work", tab{"co": {"brightlane.co.uk", "harboursoft.com", "kestrel-design.com", "meridianprint.co.uk", "oakfieldconsulting.com"}},
		"Subject: Invoice {invoice} for March\nHi {name},\n\nPlease find attached our invoice {invoice} for {amtm} for the work completed in March. Payment terms are 30 days as usual.\n\nLet me know if you have any questions.\n\nThanks,\n{name2} {last2}",
		"Subject: Re: payment for {invoice}\nHi {name2},\nThanks for the reminder, accounts have scheduled the payment for this Friday's run. You should see it by Monday.\nBest,\n{name}",
		"Subject: Expenses for the {city} trip\nHi {name},\nI've submitted my expenses for the {city} trip ({amtm}) in the portal. Receipts attached. Could you approve when you get a chance?\nCheers,\n{name2}",
		"Subject: Purchase order approved\n{name}, PO {ref} for the new laptops ({amtm}) has been approved by finance. Go ahead and place the order with the usual supplier.\n{name2}",
		"Subject: Budget for Q3\nHi team,\nAttached is the draft Q3 budget. The main change is the marketing line, down to {amtl}. Please send comments before {day}.\n{name2}",
	)
	genuine("en-email-work-meeting", "work", tab{"topic": {"the Q3 roadmap", "the client onboarding", "the website relaunch", "next year's budget", "the hiring plan", "the office move"}},
		"Subject: Meeting moved to {time}\nHi all,\nQuick note that tomorrow's catch-up on {topic} is moved to {time}, same room. Agenda unchanged.\nThanks,\n{name2}",
		"Subject: Notes from today's call\nHi {name},\nThanks for joining. Summary: we agreed on {topic}, {name2} will share the timeline by {day}, and we'll review again next week.\nBest,\n{name2}",
		"Subject: Can we talk about {topic}?\nHi {name}, do you have 15 minutes this afternoon to go through {topic}? I've got a few questions before I send it to the client.\n{name2}",
		"Subject: Out of office\nThank you for your email. I am out of the office until {date} with limited access to email. For urgent matters please contact {name2} {last2}.",
		"Subject: Welcome to the team!\nHi everyone, please join me in welcoming {name2} {last2}, who starts on {day} as our new project manager. Lunch is on us!\n{name}",
	)
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
	genuine("en-email-service-notice", "service", tab{"brand;dom;cc": {"GOV.UK;gov.uk;uk", "HMRC;gov.uk;uk", "DVLA;gov.uk;uk", "IRS;irs.gov;us", "Council Tax team;gov.uk;uk", "USPS Informed Delivery;usps.com;us"}},
		"{brand=Council Tax team}Subject: Your council tax bill for 2025/26\nDear {name} {last},\n\nYour annual council tax bill is now available. The amount due is {amtm}, payable in 10 monthly instalments by Direct Debit.\n\nYou do not need to do anything if you already pay by Direct Debit.",
		"{brand=DVLA}Subject: Vehicle tax reminder\nYour vehicle tax for {plate_uk} runs out at the end of the month. You can tax your vehicle at https://www.gov.uk/vehicle-tax. You'll need the 16-digit reference number from your V11 reminder letter.",
		"{brand=HMRC}Subject: Your tax return has been received\nThank you. We have received your Self Assessment tax return for the year. We'll write to you if we need any more information. You can view your account at https://www.gov.uk/personal-tax-account.",
		"{brand=IRS}Subject: Your IRS online account\nYour IRS online account has been updated. For your security we don't include account details in email. Sign in at https://www.irs.gov/account to view your information.",
		"Subject: Change of address confirmed\nHello {name}, this confirms the change of address for {brand}. If you did not request this, contact us using the details on our website {dom}.",
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
	scam("en-email-marketplace-phish", "phishing_other", tab{"brand;bt;dom": {"eBay;ebay;ebay.com", "Facebook;facebook;facebook.com", "Meta Business Support;meta;facebook.com", "Instagram;instagram;instagram.com", "Etsy;etsy;etsy.com", "Amazon Seller Central;amazon;amazon.com"}},
		"Subject: Your account has been suspended\nDear member,\n\nWe noticed activity on your {brand} account that violates our policies. Your selling privileges are suspended until you verify your account.\n\nVerify account: {hurl}\n\nIf you do not respond within 48 hours, your account will be permanently closed.",
		"Subject: Your page will be deleted\nYour page has been reported for copyright infringement. If you believe this is a mistake, submit an appeal within 24 hours or your page will be permanently removed.\n\nAppeal: {hurl}\n\n{brand}",
		"Subject: A buyer has paid for your item\nGood news! A buyer has paid {amtm} for your item. To receive the funds, confirm your payout details here: {hurl}\n{brand} Payments",
		"Subject: Unusual login attempt blocked\nSomeone tried to log in to your {brand} account from {country}. If this was not you, secure your account now: {hurl}\nThe {brand} Security Team",
		"Subject: Verification badge approved\nCongratulations {name}! Your account is eligible for the blue verification badge. Complete your application before {date}: {hurl}",
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
	scam("en-email-tech-alert", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Apple Security;apple;apple.com", "Microsoft Support;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Security Alert: Trojan detected on your device\nWindows Defender has detected a Trojan spyware infection on this computer (error code #0x{code6}).\nYour credit card details, passwords and photos are at risk.\nDo not turn off your computer. Call Microsoft Support immediately: {tel}",
		"Subject: Your iCloud storage is full - photos will be deleted\nDear customer,\nyour iCloud storage is full and your photos and videos will be deleted on {date}. As a loyal customer you get 50 GB free. Claim it here: {hurl}",
		"Subject: Your Apple ID has been locked\nYour Apple ID was locked for security reasons after a sign-in from {country}.\nTo unlock it, call Apple Support at {tel} (toll-free). Have your device ready.",
		"Subject: Suspicious activity on your IP address {ip}\nOur system detected illegal activity from your network. Your computer licence has been blocked.\nContact a certified technician now on {tel}. Case number {case}.",
		"Subject: Firewall expired - your PC is unprotected\nYour {brand} protection expired today. Hackers can access your files.\nRenew now for {amtr} or call {tel} for assistance.",
	)
	scam("en-sms-survey-reward", "lottery", tab{"brand;bt;cc": {"Costco;costco;us", "Walmart;walmart;us", "Aldi;aldi;uk", "Lidl;lidl;uk", "Target;target;us", "Sainsbury's;sainsburys;uk"}},
		"{brand}: You've been chosen to take part in our 30-second survey. Get a {amtr} reward: {surl}",
		"Thanks for shopping at {brand}! Answer 4 quick questions and claim your exclusive reward: {surl}",
		"{name}, your {brand} loyalty prize is waiting! Only pay {fee} delivery: {surl}",
		"Costumer reward: you've earned a {brand} gift card. Verify your delivery details {short}",
		"{brand} anniversary giveaway: 1 of 500 Dyson vacuums for {fee}. Today only: {surl}",
	)
	scam("en-email-advance-fee", "other", tab{"lawyer": {"Barrister James Okoro", "Dr. Ahmed Hassan", "Mrs. Helen Morrison", "Attorney Peter Williams", "Mr. Kwame Mensah"}},
		"Subject: Confidential business proposal\nDear Friend,\nI am {lawyer}, personal attorney to a late client who died without a will, leaving a deposit of {amtl}. Because you share his surname, I propose to present you as next of kin. We will share the funds 50/50.\nKindly reply with your full name and phone number.",
		"Subject: Inheritance notification\nDear {name} {last},\nWe have been trying to reach you regarding an unclaimed inheritance of {amtl} left by a distant relative. To begin the transfer, a legal processing fee of {amtm} is required.\n{lawyer}",
		"Subject: Your compensation payment\nAttention beneficiary,\nThe United Nations fraud victims fund has approved a compensation of {amtl} for you. Contact the paying bank at {replyto} with your details to receive your ATM card.",
		"Subject: Re: Urgent assistance\nGood day,\nI am a widow suffering from cancer and I want to donate {amtl} to charity through you. Please reply so I can give you the details of the bank.\nYours,\n{lawyer}",
		"Subject: Delivery of your consignment box\nYour consignment box containing {amtl} is at the airport. Pay the clearance fee of {amtm} to the diplomatic agent to release it. Contact {replyto}.",
	)
	scam("en-sms-rental-deposit", "other", tab{"site": {"Rightmove", "Zillow", "SpareRoom", "Craigslist", "Facebook Marketplace"}},
		"Hi, about the flat on {site}: it's still available. I'm working abroad so I can't show it, but if you send the {amtm} deposit I'll post you the keys.",
		"Hello, thanks for your interest in the apartment. Many people want it, so the first to pay the deposit of {amtm} gets it. Bank details: sort code {sortcode}, account {acct}.",
		"The room is yours if you transfer the first month's rent ({amtm}) today via Airbnb secure payment: {surl}",
		"Hi, I'm the landlord. To book a viewing you need to show proof of funds, please send a screenshot of your bank balance and {amtr} holding fee.",
		"Hello {name}, the house is still for rent. Fill the application and pay {amtr} for the background check: {surl}",
	)

	genuine("en-email-bank-fraud-check", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"Subject: Please check a recent transaction\nDear {name},\n\nWe've noticed an unusual payment of {amtm} to {merchant} on your card ending {l4} and have paused it for your protection.\n\nPlease open the {brand} app to confirm whether you made it. We will never ask you to click a link, move money or share a passcode.\n\n{brand} Fraud Prevention",
		"Subject: Your card has been temporarily blocked\nHi {name}, we blocked your card ending {l4} after a payment attempt we didn't recognise. To unblock it, confirm the payment in the app or call the number on the back of your card.",
		"Subject: We've sent you a new card\nAs a precaution, we've replaced your card ending {l4} because it may have been compromised at a merchant. Your new card will arrive in 3-5 working days. There is nothing else you need to do.\n{brand}",
		"Subject: Your overdraft\nHello {name}, your account went {amt} into your arranged overdraft on {date}. You can check your balance in the app. No action is needed if you've already paid money in.\n{brand}",
	)
	genuine("en-sms-delivery-driver", "delivery", tab{"brand;cc": {"Amazon;us", "DPD;uk", "Evri;uk", "Ocado;uk", "Instacart;us", "Tesco;uk"}},
		"{brand}: your driver {name2} is 4 stops away. Estimated arrival {time}-{time2}.",
		"Hi, {name2} from {brand} here, I'm outside but no answer. Shall I leave it with a neighbour or in the porch?",
		"{brand}: Your order will arrive today between {time} and {time2}. Reply with a safe place if you'll be out.",
		"{brand}: Delivered! Your parcel was handed to the resident. Photo proof available in the app.",
		"Your {brand} delivery slot tomorrow is {time}-{time2}. Need to change it? Manage it in the app.",
	)
	genuine("en-email-travel-booking", "order", tab{"brand;dom;cc": {"Booking.com;booking.com;uk", "Ryanair;ryanair.com;uk", "Trainline;thetrainline.com;uk", "Airbnb;airbnb.com;us", "Delta;delta.com;us", "Expedia;expedia.com;us"}},
		"Subject: Your booking is confirmed - {ref}\nHi {name},\n\nYour booking in {city} is confirmed.\nCheck-in: {date}\nCheck-out: {date2}\nTotal price: {amtm}\n\nManage your booking at https://www.{dom}/\n\nSee you soon!",
		"Subject: Your e-ticket {pnr}\nDear {name} {last},\nThank you for booking with {brand}. Booking reference: {pnr}. Your flight to {city} departs on {date} at {time}.\nOnline check-in opens 24 hours before departure at {dom}.",
		"Subject: Your tickets for {date}\nHi {name}, here are your tickets to {city}. Show the QR code in the app at the barrier. Total paid: {amt}.\n{brand}",
		"Subject: Reservation reminder\nYour stay starts in 3 days. The host's check-in instructions are in the app. Questions? Message your host through {brand} only.",
	)
	genuine("en-sms-restaurant-booking", "appointment", tab{"place": {"Dishoom", "The Ivy", "Zizzi", "Olive Garden", "Wagamama", "The Cheesecake Factory", "Pizza Express"}},
		"Your table for {cnt} at {place} is confirmed for {day} at {time}. Reply C to confirm or X to cancel.",
		"{place}: we look forward to seeing you tonight at {time}. Running late? Call us on {tel}.",
		"Reminder from OpenTable: {place}, {date} at {time}, party of {cnt}. Manage your reservation in the app.",
		"Hi {name}, thanks for booking with {place}! Please let us know of any allergies by replying to this message.",
		"{place}: your table is ready! Please come to the host stand within 10 minutes.",
	)
	genuine("en-email-family-money", "personal_money", tab{"thing": {"the holiday cottage", "Mum's birthday present", "the wedding gift", "the camping trip", "the ski chalet", "Dad's retirement party"}},
		"Subject: Money for {thing}\nHi {name},\n\nI've paid the deposit for {thing}, it came to {amtm}. Your share is {amtr}, no rush, whenever you get paid.\n\nLove,\n{name2}",
		"Subject: Re: {thing}\nThanks, got your transfer! I'll book it tonight. Do you want to split the petrol too?\n{name2}",
		"Subject: Receipts for {thing}\nHiya, attached are the receipts for {thing}. Total {amtm}, so {amtr} each once we divide it between the four of us. Pay me back on Splitwise or just transfer, whatever's easier.\n{name2} x",
		"Subject: Uni money\nHi {name}, we've put {amtr} in your account for books this term. Let us know if you need help with the rent. Love, Mum and Dad",
		"Subject: {thing} - who owes what\nOk all, I've done the maths for {thing}. {name} owes {amtr}, I owe {amtr} and the rest is settled. Shout if I got it wrong!",
	)
	genuine("en-email-friends", "personal", tab{},
		"Subject: Photos from the weekend\nHi {name},\n\nHere are the photos from Saturday, the one at the lake is my favourite. Thanks again for having us!\n\n{name2}",
		"Subject: Catch up soon?\nHey {name}, it's been ages! Are you free for a coffee next week? I'm around {day} and {date}.\n{name2}",
		"Subject: Re: recipe\nHere you go, the lasagne recipe I promised. The trick is to let it rest for 20 minutes. Enjoy!\n{name2}",
		"Subject: Book club - next month\nHi all, next month's book is on the list I sent. We're meeting at mine on {date}, bring snacks!\n{name2}",
		"Subject: Congratulations!\n{name}, just heard the news about the new job, so happy for you! We must celebrate. {name2} x",
	)
	genuine("en-email-work-it-hr", "work", tab{"co": {"brightlane.co.uk", "harboursoft.com", "kestrel-design.com", "meridianprint.co.uk", "oakfieldconsulting.com"}},
		"Subject: Your payslip for this month is available\nHi {name},\nYour payslip is now available in the HR portal. Log in as usual from the intranet. If you have questions, reply to this email.\nPeople Team",
		"Subject: Planned IT maintenance on {day}\nHi all,\nEmail and VPN will be unavailable on {day} from {time} for about an hour while we apply updates. No action is required. IT will never ask for your password.\nIT Service Desk",
		"Subject: Annual leave request approved\nHi {name}, your leave request for {date} to {date2} has been approved by {name2}. Enjoy your break!",
		"Subject: Reminder: security training due\nHi {name}, please complete the phishing awareness module in the learning platform by {date}. It takes about 20 minutes.\nIT Security",
		"Subject: New starter: laptop ready\nHi {name}, the laptop for {name2} {last2} is ready for collection from the IT desk. Please bring it to the induction on {day}.",
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

func init() {
	scam("en-email-charity-appeal", "other", tab{"cause": {"the earthquake victims in Turkey", "flood relief in Pakistan", "children in Gaza", "the wildfire families in Maui", "Ukrainian orphans"}},
		"Subject: Urgent appeal: help {cause}\nDear friend,\n\nEvery hour counts. Families need food, water and shelter now. A gift of {amtr} feeds a family for a week.\n\nDonate now: {hurl}\n\nWe also accept Bitcoin: {btcaddr}\n\nGlobal Relief Aid Foundation",
		"Subject: Your donation receipt is pending\nThank you for your support of {cause}. Your pledge of {amtr} has not been completed. Please complete your donation here: {hurl}",
		"Subject: Can you help today?\nHello {name},\nI am a volunteer coordinating help for {cause}. Bank transfers are delayed, so we are collecting donations as Amazon gift cards. Please send the codes to {replyto}.\nGod bless,\n{fullname}",
		"Subject: Matching gift doubles your donation\nUntil midnight, every donation for {cause} is doubled. Give {amtr} and help twice as many people: {hurl}\nRegistered charity no. {case}",
		"Subject: Thank you from the field\nDear supporter,\nyour past generosity saved lives. Today we ask again for {cause}. Reply to this email and our team will call you to take your card details securely.",
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
	genuine("en-sms-family-group", "personal", tab{},
		"Dinner at Grandma's {day} at {time}, bring a dessert if you can",
		"Who's picking up the kids from football today?",
		"Made it to the hotel, the view is amazing! Photos later 📸",
		"Don't forget it's Dad's birthday tomorrow, I've ordered a cake",
		"Can someone call me when you're free? Nothing urgent, just about the weekend",
		"The boiler guy is coming {day} between {time} and {time2}, can anyone be home?",
		"Bins go out tonight!",
	)
	genuine("en-email-subscription-receipt", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Standard plan", "Microsoft;microsoft.com;Microsoft 365 Personal", "Disney+;disneyplus.com;Disney+ Standard"}},
		"Subject: Your receipt from {brand}\nReceipt\nDate: {date}\nOrder ID: {ref}\n\n{item} (monthly) .... {subamt}\nTotal: {subamt}\n\nIf you didn't make this purchase or want to cancel, manage your subscriptions in your account settings at {dom}.",
		"Subject: Your subscription has been renewed\nHi {name},\nYour {item} subscription renewed on {date} and your card ending {l4} was charged {subamt}.\nYou can cancel at any time in your account. You won't be charged again until next month.",
		"Subject: Price change for your plan\nHi {name}, from {date} the price of {item} will change to {subamt} a month. You don't need to do anything to keep your plan. To change or cancel, go to your account on {dom}.",
		"Subject: Your free trial ends soon\nYour free trial of {item} ends on {date}. After that you'll be charged {subamt} per month unless you cancel in your account settings.\n{brand}",
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
		"Hi, sorry to disturb, is this Dr. {last}'s office? I wanted to confirm my appointment",
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
	genuine("en-email-app-digest", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Goodreads;goodreads.com", "Headspace;headspace.com", "Spotify;spotify.com", "Fitbit;fitbit.com"}},
		"Subject: Your weekly progress report\nHi {name},\nhere's your week on {brand}: {cnt} days active, {cnt2} minutes in total. Keep it up!\nOpen the app to see the details.\nYou can change your email preferences in Settings.",
		"Subject: Your month in review\n{name}, you did great in {date}! See your highlights and what's new this month.\nhttps://www.{dom}/\nUnsubscribe from monthly summaries in your account settings.",
		"Subject: New features in {brand}\nWe've been busy! This update brings offline mode, a fresh design and faster sync. Update the app to try them.\nThe {brand} team",
		"Subject: Tips to get more out of {brand}\nHi {name}, here are three tips our community loves, from setting goals to sharing with friends. Read them at https://blog.{dom}/",
	)
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
	scam("en-email-order-payment-failed", "fake_delivery", tab{"brand;bt;dom": {"Amazon;amazon;amazon.com", "Temu;temu;temu.com", "Shein;shein;shein.com", "AliExpress;aliexpress;aliexpress.com", "eBay;ebay;ebay.com"}},
		"Subject: Your order could not be shipped\nHello {name},\nWe were unable to charge your payment method for order {ord}, so it has not been dispatched.\nUpdate your payment details within 24 hours to avoid cancellation: {hurl}\n{brand} Customer Service",
		"Subject: Delivery suspended - order {ord}\nDear customer, your parcel is on hold at our delivery station because the address is incomplete. Confirm your address and pay the {fee} redelivery charge: {hurl}",
		"Subject: Action needed on your order\nYour recent {brand} order ({amt}) has been flagged. To release it for delivery, verify your account: {hurl}",
		"Subject: Your package has been returned to our warehouse\nWe tried to deliver order {ord} twice. To schedule a final delivery, pay the storage fee of {fee}: {hurl}",
	)
	scam("en-email-crypto-recovery", "investment_scam", tab{"org": {"Crypto Recovery Bureau", "Blockchain Asset Recovery Ltd", "FundsBack Legal", "Chargeback Experts", "Digital Asset Trace Team"}},
		"Subject: We can recover your lost funds\nDear {name},\nOur records show you lost money to an online trading platform. Our certified recovery agents have traced {amtl} to a wallet we can freeze. To start, a retainer of {amtm} is required.\n{org}",
		"Subject: Your case has been approved\nGood news: the recovery of your {btc} BTC has been approved by the exchange. Pay the release tax of {amtm} to receive your funds within 48 hours.\nCase officer: {fullname}",
		"Subject: Scam victims compensation programme\nHello, you are listed as a victim of investment fraud. You qualify for compensation of {amtl}. Reply with your ID and bank details to {replyto}.",
		"Subject: Withdrawal blocked - tax due\nDear client, your account balance of {amtl} is ready for withdrawal, but the anti-money-laundering deposit of {amtm} must be paid first. Contact your account manager on WhatsApp {intl}.",
	)
	scam("en-email-reward-claim", "lottery", tab{"brand;bt": {"Amazon;amazon", "Costco;costco", "Walmart;walmart", "Apple;apple", "Netflix;netflix", "Dick's Sporting Goods;dicks"}},
		"Subject: {name}, your reward is waiting\nCongratulations! You have been selected to receive a {brand} gift card worth {amtr}0. Claim it before {date}: {hurl}\nThis offer is limited to one per customer.",
		"Subject: Confirmation of your prize #{ref}\nYour entry has won a mystery box. Pay only {fee} for shipping and handling: {hurl}",
		"Subject: Last chance: loyalty programme reward\nDear customer, your loyalty points will expire today. Convert them into a {brand} voucher now: {hurl}",
		"Subject: You're our lucky customer\nWe are celebrating our anniversary! Answer three questions and get the chance to win a brand new iPhone: {hurl}",
	)
	scam("en-sms-romance-followup", "romance_scam", tab{},
		"Good morning my love ☀️ did you sleep well? I dreamed about you again last night",
		"Honey I can't stop thinking about you. When I finish this contract we will finally be together ❤️",
		"Sweetheart, I have a small problem with my account here. Can I ask you something? Please don't be upset",
		"My darling, the platform my uncle showed me made me {amtl} this month. I want us to build our future together, let me teach you",
		"Babe, customs won't release my package unless I pay {amtm}. I'll pay you back the moment I land, I promise",
	).note = "no link: later messages of a romance conversation"
	scam("en-email-refund-remote", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Geek Squad;geeksquad", "PayPal;paypal", "Microsoft;microsoft", "Norton;norton"}},
		"Subject: Refund confirmation {ref}\nDear customer,\nYou are eligible for a refund of {amtm} for your cancelled {brand} subscription. To process it, our technician will connect to your computer. Please call {tel} and install AnyDesk when asked.",
		"Subject: We refunded too much\nHello {name},\nBy mistake we refunded {amtl} instead of {amtm} to your bank account. Please call {tel} so our team can help you return the difference through remote access.",
		"Subject: Cancel your auto-renewal\nYour {brand} plan will auto-renew today for {amtm}. To cancel and receive a full refund, call our support line {tel} and keep your computer switched on.",
		"Subject: Your support ticket\nThank you for contacting {brand}. To complete your refund, download our secure support tool from {hurl} and share the 9-digit ID with the agent on {tel}.",
	)
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
