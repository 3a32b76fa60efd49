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
	enCarriersScam = []string{"USPS;usps;us;usps.com", "UPS;ups;us;ups.com", "FedEx;fedex;us;fedex.com", "DHL;dhl;us;dhl.com",
		"Royal Mail;royalmail;uk;royalmail.com", "Evri;evri;uk;evri.com", "DPD;dpd;uk;dpd.co.uk", "Yodel;yodel;uk;yodel.co.uk", "Parcelforce;parcelforce;uk;parcelforce.com"}
	enCarriers = []string{
		"USPS;us;{trk_usps};https://tools.usps.com/go/TrackConfirmAction?tLabels={trk}", "UPS;us;{trk_ups};https://www.ups.com/track?tracknum={trk}",
		"FedEx;us;{trk_fedex};https://www.fedex.com/fedextrack/?trknbr={trk}", "Amazon;us;{trk_amzl};https://www.amazon.com/progress-tracker/package",
		"Royal Mail;uk;{trk_rm};https://www.royalmail.com/track-your-item#/tracking-results/{trk}", "Evri;uk;{trk_evri};https://www.evri.com/track/parcel/{trk}",
		"DPD;uk;{trk_dpduk};https://track.dpd.co.uk/parcels/{trk}", "DHL;uk;{trk_dhl};https://www.dhl.com/gb-en/home/tracking.html?tracking-id={trk}"}
	enShops = []string{"Amazon;amazon.com;us", "Argos;argos.co.uk;uk", "Walmart;walmart.com;us", "Target;target.com;us", "John Lewis;johnlewis.com;uk",
		"ASOS;asos.com;uk", "Best Buy;bestbuy.com;us", "Currys;currys.co.uk;uk", "IKEA;ikea.com;uk", "Etsy;etsy.com;us"}
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
}
