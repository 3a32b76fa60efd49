package main

// English e-mail families. Written here.

func init() {
	// ---------------------------------------------------------------- scams: phishing_bank
	scam("en-email-bank-verify", "phishing_bank", tab{"brand;dom;bt;cc": append(enBanks, "PayPal;paypal.com;paypal;us", "American Express;americanexpress.com;amex;us")},
		"Subject: Action required: verify your {brand} account\nDear Customer,\n\nAs part of our ongoing security upgrade, all {brand} customers must confirm their details before {date}. Failure to do so will result in restrictions on your online banking.\n\nVerify now: {hurl}\n\nThank you for banking with us.\n{brand} Online Security Team",
		"Subject: Unusual sign-in activity on your account\nHello {name},\n\nWe detected a login attempt from a new device ({device}) in {country}. For your protection we have temporarily locked your account.\n\nTo unlock it, confirm your identity here: {hurl}\n\nIf you do not complete this within 48 hours your card will be cancelled.\n\nRegards,\n{brand} Customer Protection",
		"Subject: You have 1 new secure message\n{brand} Secure Messaging\n\nYou have received an important message about your account. For security reasons it can only be viewed after you sign in.\n\nRead message: {hurl}\n\nPlease do not reply to this email.",
		"Subject: Refund of {amt} pending\nDear {name} {last},\n\nAfter a review of your account we found that you were charged twice for a recent transaction. A refund of {amt} is waiting for you.\n\nTo receive your refund, please confirm the card you want it paid to: {hurl}\n\n{brand} Billing",
		"Subject: Your card has been suspended\nWe were unable to verify your recent transactions and your {brand} card ending in {l4} has been suspended.\nTo lift the suspension, update your billing information on our secure page {hurl}\nCase ID: {ref}",
		"Subject: Final warning: account closure\nDear valued customer,\nyour account has not been verified under the new KYC rules. Your account will be closed on {date} and remaining funds frozen.\nComplete verification: {hurl}\nWe apologise for any inconvenience.",
	)

	// ---------------------------------------------------------------- scams: phishing_other
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

	// ---------------------------------------------------------------- scams: fake_delivery
	scam("en-email-customs-fee", "fake_delivery", tab{"brand;bt;cc;dom": enCarriersScam, "origin": {"China", "Germany", "the United States", "Hong Kong", "the Netherlands"}},
		"Subject: Your shipment {trk} is held at customs\nDear customer,\n\nYour parcel from {origin} has arrived at our sorting centre but cannot be released until the import duty of {fee} is paid.\n\nPay customs charges: {hurl}\n\nParcels not paid for are returned after 5 days.\n\n{brand} Customer Service",
		"Subject: Delivery attempt failed - action needed\nHello {name},\nOur driver tried to deliver your package {trk} on {date} but the address could not be confirmed.\nPlease update your delivery preferences and pay the {fee} rescheduling fee: {hurl}\nThank you for choosing {brand}.",
		"Subject: Notification: unpaid postage\n{brand}\n\nWe are holding an item for you. The sender paid insufficient postage ({fee} outstanding).\nTo release your item, pay online: {hurl}\nReference: {ref}",
		"Subject: Your package will be returned\nDear {name},\nAfter 2 failed delivery attempts your parcel ({trk}) will be returned to the sender on {date2}. To receive it, confirm your address and pay a small fee of {fee} here: {hurl}",
		"Subject: Invoice for import VAT - parcel {trk}\nPlease find below the invoice for VAT on your shipment from {origin}.\nAmount due: {fee}\nPay by card: {hurl}\nIf payment is not received within 72 hours the shipment will be destroyed.",
	)

	// ---------------------------------------------------------------- scams: romance_scam
	scam("en-email-romance-overseas", "romance_scam", tab{"site": {"Facebook", "Instagram", "Match", "Tinder", "Words with Friends", "LinkedIn"}, "job": {"engineer on an oil rig in the North Sea", "US Army doctor on a peacekeeping mission", "ship captain", "surgeon working with the UN in Syria", "widowed architect on a contract in Dubai"}},
		"{name={fname}}Subject: Hello from far away\nHi dear,\n\nI saw your profile and I could not stop thinking about your smile. My name is {mname}, I am a {job}. I am a simple and honest man looking for a serious relationship. Please write back to me at {replyto}.\n\n{mname}",
		"{name={fname}}Subject: I need your help my love\nMy darling {name},\n\nThe company has frozen my accounts until the contract ends and I need to pay {amtm} for my flight home to finally meet you. Can you send it by Western Union or gift cards? I will pay you back the day I land.\n\nForever yours,\n{mname}",
		"{name={fname}}Subject: My heart belongs to you\nGood morning my queen,\nEvery day on this {job} I think of you. I have never felt this way. I want to send you a package with my savings and some gold for safe keeping, the diplomat only needs you to pay the delivery fee of {amtm}.\nLove, {mname}",
		"{name={fname}}Subject: Please don't ignore me\n{name},\nI know we have only talked for three weeks but I love you. I am stuck at the airport because customs are holding my luggage. They want {amtm} to release it. You are the only one I trust.\n{mname}",
		"{name={fname}}Subject: Found you on {site}\nHello, I am {mname}, 46, a {job}. Your profile on {site} touched me. I will be honest, I do not come online there often, so please contact me on WhatsApp {intl} or Hangouts.",
		"{name={fname}}Subject: I hope you don't mind me writing\nHello {name},\n\nForgive me for writing out of the blue. I came across your profile and something in your eyes told me you are a kind person. I am {mname}, 54, a {job}. I lost my wife to cancer five years ago and since then it has been only me and my son, who is at boarding school in England.\n\nI am not a man of games. I am looking for a woman to share the rest of my life with. The connection here is poor, so it is easier to talk on WhatsApp or Telegram. Tell me about yourself, your hobbies and what makes you happy.\n\nGod bless,\n{mname}",
	)

	// ---------------------------------------------------------------- scams: investment_scam
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

	// ---------------------------------------------------------------- scams: lottery
	scam("en-email-lottery-award", "lottery", tab{"org": {"UK National Lottery International", "Euro Millions Promotion Board", "Publishers Clearing House", "Microsoft Lottery Team", "Coca-Cola Global Promotions", "Google Anniversary Draw"}},
		"Subject: Winning notification ref {ref}\nDear Beneficiary,\n\nWe are pleased to inform you that your email address was selected in our online draw and you have won {amtl}.\n\nTo process your claim, contact our agent {fullname} at {replyto} with your full name, address, phone number and a copy of your ID.\n\n{org}",
		"Subject: Congratulations!!! You are a winner\nAttention Winner,\nYour email was one of 10 lucky winners of {amtl} in the {org} draw held on {date}. A processing and transfer fee of {amtm} is required before release of funds.\nReply to claim.",
		"Subject: Final notice: unclaimed prize\nDear {name},\nThis is our final notice regarding your unclaimed prize of {amtl}. Your file will be closed on {date2} if we do not hear from you. Contact our claims desk on {intl}.\n{org}",
		"Subject: You've been selected\nHello,\nYou have been selected as a winner of {amtl} and a brand new car in the {org}. Your winning number: {ref}. Keep this confidential until your claim is processed.\nClaims agent: {fullname}, {replyto}",
		"Subject: Prize release form\nDear Winner,\nPlease fill in the attached release form and return it with the clearance fee of {amtm} to receive your winnings of {amtl}.\nYours faithfully,\n{fullname}\n{org}",
	)

	// ---------------------------------------------------------------- scams: other
	scam("en-email-ceo-request", "other", tab{"boss": {"Richard Hale", "Sarah Whitmore", "David Chen", "Laura Grant", "Michael Turner"}, "role": {"CEO", "Managing Director", "CFO", "Director"}},
		"Subject: Quick favour\n{name}, are you at your desk? I need you to handle a task for me discreetly. Reply when you get this.\n\n{boss}\nSent from my iPhone",
		"Subject: Urgent request\nHi {name},\nI need you to purchase {cnt} Apple gift cards of {amtr} each for some clients. It's a surprise, so keep it between us. Scratch the backs and send me pictures of the codes. I'm in meetings all day so email only.\n{boss}\n{role}",
		"Subject: Updated bank details for invoice {invoice}\nDear accounts team,\nPlease note that we have changed banks following an audit. Kindly make the payment of {amtl} for invoice {invoice} and all future payments to our new account:\nSort code {sortcode}, account {acct}.\nThe old account can no longer receive funds.\nRegards,\n{fullname}\nAccounts Receivable",
		"Subject: Confidential - acquisition\n{name},\nWe are closing a confidential acquisition and I need a wire of {amtl} sent today. Our lawyer {fullname} will contact you with the details. Do not discuss this with anyone else until the announcement.\n{boss}, {role}",
		"Subject: Payroll update\nHello,\nI changed banks and would like my salary paid into my new account from this month. Can you update it before the payroll run? New details: sort code {sortcode}, account {acct}.\nThanks,\n{name2}",
		"Subject: Are you available?\nI need a quick task done. Let me know if you are available, I cannot take calls right now.\n{boss}\n{role}",
	).note = "business e-mail compromise"
	scam("en-email-sextortion", "other", tab{},
		"Subject: I know your password\nHi,\nI know one of your passwords and I have had access to your device for months. I recorded you through your webcam while you were watching adult sites. Send {btc} BTC to {btcaddr} within 48 hours or the video goes to all your contacts.",
		"Subject: {mail}\nYou don't know me but I know you very well. My malware captured your screen and camera. Pay {amtm} in Bitcoin to this wallet: {btcaddr}. You have 2 days. Don't go to the police, I will know.",
		"Subject: Your account was hacked\nHello pervert,\nI have your browsing history and a video of you. Transfer {amtm} in BTC to {btcaddr} and everything will be deleted. The timer started when you opened this email.",
		"Subject: Final warning\n{name}, I have collected all your contacts and a compromising video. If I don't receive {amtm} in Bitcoin within 50 hours, it will be sent to your family and colleagues. Wallet: {btcaddr}",
		"Subject: Security notice - account {mail}\nI'm a hacker who gained access to your operating system. Everything you did was recorded. Payment of {btc} BTC to {btcaddr} will stop me from publishing it.",
	)

	// ---------------------------------------------------------------- genuine: otp
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
	genuine("en-email-bank-statement", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"Subject: Your {brand} statement is ready\nDear {name} {last},\n\nYour statement for the account ending {l4} is now available to view in online banking.\n\nTo view it, log in at {dom} or open the {brand} app. We will never email you a link asking you to log in.\n\n{brand}",
		"Subject: A large purchase was made on your card\nHi {name},\nA purchase of {amtm} was made at {merchant} with your card ending {l4} on {date}.\nIf you made this purchase, you don't need to do anything. If you don't recognise it, call us using the number on the back of your card.\nThank you for choosing {brand}.",
		"Subject: Your payment has been received\nThank you. We received your credit card payment of {amtm} on {date}. It may take up to 2 business days to show in your available credit.\n{brand} Card Services",
		"Subject: Low balance alert\nYour available balance on account ending {l4} is {amt}, below the alert amount you set.\nYou can change your alerts at any time in the {brand} app.\nPlease do not reply to this automated message.",
		"Subject: Your new card is on its way\nHello {name},\nYour replacement card ending {l4} has been sent and should arrive within 5 working days. Activate it in the app once it arrives. Your old card will stop working 14 days after activation.\n{brand}",
	)

	// ---------------------------------------------------------------- genuine: delivery
	genuine("en-email-carrier-delivery", "delivery", tab{"brand;cc;trk;turl": enCarriers},
		"Subject: Your {brand} parcel is on its way\nHi {name},\n\nYour parcel {trk} has been dispatched and is expected on {date}.\n\nTrack your parcel: {turl}\n\nYou don't need to do anything. If you won't be in, you can change your delivery options from the tracking page.",
		"Subject: Delivered: your package {trk}\nYour package was delivered on {date} at {time}.\nDelivered to: front door\nTrack: {turl}\nIf you can't find it, check around your property or with neighbours.",
		"Subject: Delivery update for {trk}\nHello,\nThere's a delay with your delivery due to weather conditions. The new estimated delivery date is {date}.\nSee the latest status: {turl}\n{brand}",
		"Subject: Sorry we missed you\nWe tried to deliver your item today. It will be taken to your local collection point from tomorrow. Bring photo ID and your reference {trk}.\nDetails: {turl}",
	)

	// ---------------------------------------------------------------- genuine: order
	genuine("en-email-order-confirmation", "order", tab{"brand;dom;cc": enShops,
		"item": {"Wireless earbuds", "Kids' rain jacket", "Coffee machine descaler", "USB-C charger 65W", "Running shoes", "Bedside lamp", "Paperback: The Thursday Murder Club", "Garden hose 30m"}},
		"Subject: Your {brand} order {ord} has been confirmed\nHello {name},\n\nThanks for your order. We'll send you an email when your item ships.\n\n{item}\nQty: 1\nOrder total: {amt}\n\nView or manage your order at https://www.{dom}/orders",
		"Subject: Order confirmation #{ord}\nHi {name}, thanks for shopping with {brand}!\n\nItems: {item}\nDelivery: standard, estimated {date}\nTotal paid: {amt}\n\nQuestions? Visit https://www.{dom}/help",
		"Subject: Your order has shipped\nGood news {name}, your {brand} order {ord} is on its way and should arrive by {date}.\n{item}\nTrack your parcel from your account at {dom}.",
		"Subject: Your receipt from {brand}\nReceipt {ord}\n{item} .... {amt}\nPaid with card ending {l4}\nThank you for your purchase. Returns are free within 30 days.",
		"Subject: We've received your return\nHi {name},\nWe've received the return of {item}. Your refund of {amt} will be processed to your original payment method within 5-7 days.\n{brand} Customer Service",
	)

	// ---------------------------------------------------------------- genuine: appointment
	genuine("en-email-appointment", "appointment", tab{"place": {"Bupa Dental Care", "City Physio Clinic", "Halfords Autocentre", "Vision Express", "Brookside Medical Centre", "Pets at Home Vet Group"}},
		"Subject: Appointment confirmation\nDear {name},\n\nThis is to confirm your appointment at {place} on {date} at {time}.\n\nIf you need to cancel or rearrange, please give us at least 24 hours' notice by calling {tel}.\n\nKind regards,\n{place}",
		"Subject: Reminder: your appointment tomorrow\nHi {name}, we look forward to seeing you tomorrow at {time}. Please bring a list of any medication you are taking.\n{place}",
		"Subject: Your booking is confirmed\nBooking reference: {ref}\nService: annual check-up\nDate: {date}, {time}\nLocation: {place}, {city}\nAdd to calendar or manage your booking from your account.",
		"Subject: Time to book your next visit\nHello {name}, our records show it's been a year since your last check-up at {place}. You can book online or call us on {tel}.\nThis is an automated reminder.",
	)

	// ---------------------------------------------------------------- genuine: marketing
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

	// ---------------------------------------------------------------- genuine: service
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
	scam("en-email-marketplace-phish", "phishing_other", tab{"brand;bt;dom": {"eBay;ebay;ebay.com", "Facebook;facebook;facebook.com", "Meta Business Support;meta;facebook.com", "Instagram;instagram;instagram.com", "Etsy;etsy;etsy.com", "Amazon Seller Central;amazon;amazon.com"}},
		"Subject: Your account has been suspended\nDear member,\n\nWe noticed activity on your {brand} account that violates our policies. Your selling privileges are suspended until you verify your account.\n\nVerify account: {hurl}\n\nIf you do not respond within 48 hours, your account will be permanently closed.",
		"Subject: Your page will be deleted\nYour page has been reported for copyright infringement. If you believe this is a mistake, submit an appeal within 24 hours or your page will be permanently removed.\n\nAppeal: {hurl}\n\n{brand}",
		"Subject: A buyer has paid for your item\nGood news! A buyer has paid {amtm} for your item. To receive the funds, confirm your payout details here: {hurl}\n{brand} Payments",
		"Subject: Unusual login attempt blocked\nSomeone tried to log in to your {brand} account from {country}. If this was not you, secure your account now: {hurl}\nThe {brand} Security Team",
		"Subject: Verification badge approved\nCongratulations {name}! Your account is eligible for the blue verification badge. Complete your application before {date}: {hurl}",
	)
	scam("en-email-tech-alert", "tech_support", tab{"brand;bt;dom": {"Microsoft Windows Defender;defender;microsoft.com", "Apple Security;apple;apple.com", "Microsoft Support;microsoft;microsoft.com", "iCloud;icloud;icloud.com"}},
		"Subject: Security Alert: Trojan detected on your device\nWindows Defender has detected a Trojan spyware infection on this computer (error code #0x{code6}).\nYour credit card details, passwords and photos are at risk.\nDo not turn off your computer. Call Microsoft Support immediately: {tel}",
		"Subject: Your iCloud storage is full - photos will be deleted\nDear customer,\nyour iCloud storage is full and your photos and videos will be deleted on {date}. As a loyal customer you get 50 GB free. Claim it here: {hurl}",
		"Subject: Your Apple ID has been locked\nYour Apple ID was locked for security reasons after a sign-in from {country}.\nTo unlock it, call Apple Support at {tel} (toll-free). Have your device ready.",
		"Subject: Suspicious activity on your IP address {ip}\nOur system detected illegal activity from your network. Your computer licence has been blocked.\nContact a certified technician now on {tel}. Case number {case}.",
		"Subject: Firewall expired - your PC is unprotected\nYour {brand} protection expired today. Hackers can access your files.\nRenew now for {amtr} or call {tel} for assistance.",
	)
	scam("en-email-advance-fee", "other", tab{"lawyer": {"Barrister James Okoro", "Dr. Ahmed Hassan", "Mrs. Helen Morrison", "Attorney Peter Williams", "Mr. Kwame Mensah"}},
		"Subject: Confidential business proposal\nDear Friend,\nI am {lawyer}, personal attorney to a late client who died without a will, leaving a deposit of {amtl}. Because you share his surname, I propose to present you as next of kin. We will share the funds 50/50.\nKindly reply with your full name and phone number.",
		"Subject: Inheritance notification\nDear {name} {last},\nWe have been trying to reach you regarding an unclaimed inheritance of {amtl} left by a distant relative. To begin the transfer, a legal processing fee of {amtm} is required.\n{lawyer}",
		"Subject: Your compensation payment\nAttention beneficiary,\nThe United Nations fraud victims fund has approved a compensation of {amtl} for you. Contact the paying bank at {replyto} with your details to receive your ATM card.",
		"Subject: Re: Urgent assistance\nGood day,\nI am a widow suffering from cancer and I want to donate {amtl} to charity through you. Please reply so I can give you the details of the bank.\nYours,\n{lawyer}",
		"Subject: Delivery of your consignment box\nYour consignment box containing {amtl} is at the airport. Pay the clearance fee of {amtm} to the diplomatic agent to release it. Contact {replyto}.",
	)
	genuine("en-email-bank-fraud-check", "bank_alert", tab{"brand;dom;bt;cc": enBanks},
		"Subject: Please check a recent transaction\nDear {name},\n\nWe've noticed an unusual payment of {amtm} to {merchant} on your card ending {l4} and have paused it for your protection.\n\nPlease open the {brand} app to confirm whether you made it. We will never ask you to click a link, move money or share a passcode.\n\n{brand} Fraud Prevention",
		"Subject: Your card has been temporarily blocked\nHi {name}, we blocked your card ending {l4} after a payment attempt we didn't recognise. To unblock it, confirm the payment in the app or call the number on the back of your card.",
		"Subject: We've sent you a new card\nAs a precaution, we've replaced your card ending {l4} because it may have been compromised at a merchant. Your new card will arrive in 3-5 working days. There is nothing else you need to do.\n{brand}",
		"Subject: Your overdraft\nHello {name}, your account went {amt} into your arranged overdraft on {date}. You can check your balance in the app. No action is needed if you've already paid money in.\n{brand}",
	)
	genuine("en-email-travel-booking", "order", tab{"brand;dom;cc": {"Booking.com;booking.com;uk", "Ryanair;ryanair.com;uk", "Trainline;thetrainline.com;uk", "Airbnb;airbnb.com;us", "Delta;delta.com;us", "Expedia;expedia.com;us"}},
		"Subject: Your booking is confirmed - {ref}\nHi {name},\n\nYour booking in {city} is confirmed.\nCheck-in: {date}\nCheck-out: {date2}\nTotal price: {amtm}\n\nManage your booking at https://www.{dom}/\n\nSee you soon!",
		"Subject: Your e-ticket {pnr}\nDear {name} {last},\nThank you for booking with {brand}. Booking reference: {pnr}. Your flight to {city} departs on {date} at {time}.\nOnline check-in opens 24 hours before departure at {dom}.",
		"Subject: Your tickets for {date}\nHi {name}, here are your tickets to {city}. Show the QR code in the app at the barrier. Total paid: {amt}.\n{brand}",
		"Subject: Reservation reminder\nYour stay starts in 3 days. The host's check-in instructions are in the app. Questions? Message your host through {brand} only.",
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
	genuine("en-email-subscription-receipt", "order", tab{"brand;dom;item": {"Apple;apple.com;iCloud+ 200 GB", "Google;google.com;Google One 100 GB", "Spotify;spotify.com;Spotify Premium Individual", "Netflix;netflix.com;Standard plan", "Microsoft;microsoft.com;Microsoft 365 Personal", "Disney+;disneyplus.com;Disney+ Standard"}},
		"Subject: Your receipt from {brand}\nReceipt\nDate: {date}\nOrder ID: {ref}\n\n{item} (monthly) .... {subamt}\nTotal: {subamt}\n\nIf you didn't make this purchase or want to cancel, manage your subscriptions in your account settings at {dom}.",
		"Subject: Your subscription has been renewed\nHi {name},\nYour {item} subscription renewed on {date} and your card ending {l4} was charged {subamt}.\nYou can cancel at any time in your account. You won't be charged again until next month.",
		"Subject: Price change for your plan\nHi {name}, from {date} the price of {item} will change to {subamt} a month. You don't need to do anything to keep your plan. To change or cancel, go to your account on {dom}.",
		"Subject: Your free trial ends soon\nYour free trial of {item} ends on {date}. After that you'll be charged {subamt} per month unless you cancel in your account settings.\n{brand}",
	)
}

// Fourth round of English families.
func init() {
	genuine("en-email-app-digest", "newsletter", tab{"brand;dom": {"Duolingo;duolingo.com", "Strava;strava.com", "Goodreads;goodreads.com", "Headspace;headspace.com", "Spotify;spotify.com", "Fitbit;fitbit.com"}},
		"Subject: Your weekly progress report\nHi {name},\nhere's your week on {brand}: {cnt} days active, {cnt2} minutes in total. Keep it up!\nOpen the app to see the details.\nYou can change your email preferences in Settings.",
		"Subject: Your month in review\n{name}, you did great in {date}! See your highlights and what's new this month.\nhttps://www.{dom}/\nUnsubscribe from monthly summaries in your account settings.",
		"Subject: New features in {brand}\nWe've been busy! This update brings offline mode, a fresh design and faster sync. Update the app to try them.\nThe {brand} team",
		"Subject: Tips to get more out of {brand}\nHi {name}, here are three tips our community loves, from setting goals to sharing with friends. Read them at https://blog.{dom}/",
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
	scam("en-email-refund-remote", "tech_support", tab{"brand;bt": {"Amazon Prime;amazon", "Geek Squad;geeksquad", "PayPal;paypal", "Microsoft;microsoft", "Norton;norton"}},
		"Subject: Refund confirmation {ref}\nDear customer,\nYou are eligible for a refund of {amtm} for your cancelled {brand} subscription. To process it, our technician will connect to your computer. Please call {tel} and install AnyDesk when asked.",
		"Subject: We refunded too much\nHello {name},\nBy mistake we refunded {amtl} instead of {amtm} to your bank account. Please call {tel} so our team can help you return the difference through remote access.",
		"Subject: Cancel your auto-renewal\nYour {brand} plan will auto-renew today for {amtm}. To cancel and receive a full refund, call our support line {tel} and keep your computer switched on.",
		"Subject: Your support ticket\nThank you for contacting {brand}. To complete your refund, download our secure support tool from {hurl} and share the 9-digit ID with the agent on {tel}.",
	)
}
