package server

import "github.com/valyala/fasthttp"

// The plans (D5) and the 403 PLAN_UPGRADE_REQUIRED answers of what a plan does not
// allow: live keys, the restricted endpoints (D10) and more keys.

// plan is one row of the plan table (D5).
type plan struct {
	name string
	// testKeys and liveKeys are the most keys of each type an account may hold;
	// liveKeys -1 means unlimited, 0 means no live access.
	testKeys, liveKeys int
	// monthlyQuota is the live analyses per UTC month (0 = unlimited).
	monthlyQuota int64
	// ratePerMinute is the token-bucket rate and burst (0 = unlimited).
	ratePerMinute int64
	// custom plans take quota and rate per account (enterprise).
	custom bool
	// restricted endpoints (batch, scams) are open to this plan.
	restricted bool
	// trust is how much a report of an account on this plan weighs, in
	// thousandths, before its age and history (reportWeight).
	trust int
}

// plans is the plan table, in increasing order.
var plans = []plan{
	{name: "free", testKeys: 1, liveKeys: 0, ratePerMinute: 5, trust: 300},
	{name: "premium", testKeys: 1, liveKeys: 0, ratePerMinute: 5, trust: 300},
	{name: "starter", testKeys: 2, liveKeys: 2, monthlyQuota: 2500, ratePerMinute: 100, trust: 600},
	{name: "business", testKeys: 3, liveKeys: 5, monthlyQuota: 20000, ratePerMinute: 500, restricted: true, trust: 1000},
	{name: "enterprise", testKeys: 5, liveKeys: -1, monthlyQuota: 0, ratePerMinute: 1000, custom: true, restricted: true, trust: 1000},
}

// Test-environment usage allowance per account and UTC day (D6).
const testDailyQuota = 50

// planByName returns the plan called name.
func planByName(name string) (*plan, bool) {
	for i := range plans {
		if plans[i].name == name {
			return &plans[i], true
		}
	}
	return nil, false
}

// planNames lists the plans, for error details.
func planNames() []string {
	names := make([]string, len(plans))
	for i := range plans {
		names[i] = plans[i].name
	}
	return names
}

// restrictedPlans lists the plans open to the restricted endpoints (D10).
var restrictedPlans = []string{"business", "enterprise"}

// liveKeyPlans lists the plans that may hold live keys (D5).
var liveKeyPlans = []string{"starter", "business", "enterprise"}

// keyLimit returns how many keys of type typ ("test" or "live") p allows; -1 is unlimited.
func (p *plan) keyLimit(typ string) int {
	if typ == envLive {
		return p.liveKeys
	}
	return p.testKeys
}

// plansAllowingMoreKeys lists the plans that allow more than n keys of type typ.
func plansAllowingMoreKeys(typ string, n int) []string {
	var out []string
	for i := range plans {
		if l := plans[i].keyLimit(typ); l < 0 || l > n {
			out = append(out, plans[i].name)
		}
	}
	return out
}

// liveKeyError is the 403 PLAN_UPGRADE_REQUIRED of a live key on a plan without
// live access, or nil.
func liveKeyError(k *keyEntry) *apiError {
	if k.env != envLive || k.acct.plan.liveKeys != 0 {
		return nil
	}
	return &apiError{code: codePlanUpgradeRequired, message: "Live keys need a B2B plan.",
		details: []detail{dStr("current_plan", k.acct.plan.name), dList("required_plans", liveKeyPlans)}}
}

// requirePlan answers 403 PLAN_UPGRADE_REQUIRED unless k's plan may use the
// restricted endpoints (D10).
func requirePlan(ctx *fasthttp.RequestCtx, k *keyEntry) bool {
	if aerr := planError(k); aerr != nil {
		writeError(ctx, aerr)
		return false
	}
	return true
}

// planError is the 403 PLAN_UPGRADE_REQUIRED of requirePlan, or nil.
func planError(k *keyEntry) *apiError {
	if k.acct.plan.restricted {
		return nil
	}
	return &apiError{code: codePlanUpgradeRequired, message: "This endpoint needs a Business or Enterprise plan.",
		details: []detail{dStr("current_plan", k.acct.plan.name), dList("required_plans", restrictedPlans)}}
}

// keyLimitError is the 403 PLAN_UPGRADE_REQUIRED of an account on plan p that
// holds n keys of type typ and may hold no more, or nil.
func keyLimitError(p *plan, typ string, n int) *apiError {
	limit := p.keyLimit(typ)
	if limit < 0 || n < limit {
		return nil
	}
	msg := "The " + p.name + " plan allows " + itoa(limit) + " " + typ + " key(s)."
	if limit == 0 {
		msg = "Live keys need a B2B plan."
	}
	return &apiError{code: codePlanUpgradeRequired, message: msg,
		details: []detail{dStr("current_plan", p.name), dList("required_plans", plansAllowingMoreKeys(typ, n)),
			dStr("key_type", typ), dInt("key_limit", int64(limit))}}
}
