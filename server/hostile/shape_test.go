package hostile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"time"
)

// checkD11 returns an error unless the answer is the D11 error body with the given
// status and code, and carries a request id.
func checkD11(status int, hdr http.Header, body []byte, wantStatus int, wantCode string) error {
	if status != wantStatus {
		return fmt.Errorf("got status %d; want %d (body %.200q)", status, wantStatus, body)
	}
	if hdr.Get("X-Request-Id") == "" {
		return fmt.Errorf("got no X-Request-Id on a %d; want one (D11)", status)
	}
	if ct := hdr.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		return fmt.Errorf("got Content-Type %q on a %d; want application/json", ct, status)
	}
	var v struct {
		Error *struct {
			Code    *string         `json:"code"`
			Message *string         `json:"message"`
			Details json.RawMessage `json:"details"`
		} `json:"error"`
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&v); err != nil || dec.More() {
		return fmt.Errorf("got a body that is not one JSON object: %.200q", body)
	}
	if v.Error == nil || v.Error.Code == nil || v.Error.Message == nil {
		return fmt.Errorf("got %.200q; want {\"error\":{\"code\",\"message\"}}", body)
	}
	if *v.Error.Code != wantCode {
		return fmt.Errorf("got code %q; want %q (body %.200q)", *v.Error.Code, wantCode, body)
	}
	if d := v.Error.Details; d != nil && (len(d) == 0 || d[0] != '{') {
		return fmt.Errorf("got details %s; want an object", d)
	}
	return nil
}

var layerNames = []string{"cache", "phishing", "semantic", "fraud", "community", "deep_ai"}

// checkResult returns an error unless body is a check result in the detailed
// shape (D1).
func checkResult(body []byte) error {
	var r struct {
		ID         *string  `json:"id"`
		Score      *int     `json:"score"`
		Verdict    *string  `json:"verdict"`
		Confidence *float64 `json:"confidence"`
		ScamType   *string  `json:"scam_type"`
		Brand      any      `json:"brand_targeted"`
		Layers     []struct {
			Name       *string  `json:"name"`
			Risk       *int     `json:"risk_score"`
			Confidence *float64 `json:"confidence"`
			Threat     *bool    `json:"is_threat"`
			Details    *string  `json:"details"`
			Ms         *int64   `json:"execution_time_ms"`
		} `json:"layers"`
		Concordant *int      `json:"concordant_signals"`
		Boost      *bool     `json:"concordance_boost"`
		Reasons    *[]string `json:"reasons"`
		Advice     *string   `json:"advice"`
		Ms         *int64    `json:"analysis_time_ms"`
		Cached     *bool     `json:"cached"`
		CreatedAt  *string   `json:"created_at"`
	}
	if err := json.Unmarshal(body, &r); err != nil {
		return fmt.Errorf("got a body that is not a check result: %v: %.300q", err, body)
	}
	switch {
	case r.ID == nil || !strings.HasPrefix(*r.ID, "chk_"):
		return fmt.Errorf("got id %v; want chk_...", r.ID)
	case r.Score == nil || *r.Score < 0 || *r.Score > 100:
		return fmt.Errorf("got score %v; want 0-100", r.Score)
	case r.Verdict == nil || *r.Verdict != verdictOf(*r.Score):
		return fmt.Errorf("got verdict %v for score %d; want %s", r.Verdict, *r.Score, verdictOf(*r.Score))
	case r.Confidence == nil || *r.Confidence < 0 || *r.Confidence > 1:
		return fmt.Errorf("got confidence %v; want 0-1", r.Confidence)
	case r.ScamType == nil:
		return fmt.Errorf("got no scam_type")
	case r.Concordant == nil || r.Boost == nil || r.Reasons == nil || r.Advice == nil || r.Ms == nil || r.Cached == nil:
		return fmt.Errorf("got a check result with fields missing: %.300q", body)
	case r.CreatedAt == nil:
		return fmt.Errorf("got no created_at")
	}
	if _, ok := r.Brand.(string); r.Brand != nil && !ok {
		return fmt.Errorf("got brand_targeted %v; want a string or null", r.Brand)
	}
	if _, err := time.Parse("2006-01-02T15:04:05.000Z", *r.CreatedAt); err != nil {
		return fmt.Errorf("got created_at %q; want RFC 3339 UTC with milliseconds", *r.CreatedAt)
	}
	if len(r.Layers) != len(layerNames) {
		return fmt.Errorf("got %d layers; want %d", len(r.Layers), len(layerNames))
	}
	threats := 0
	for i, l := range r.Layers {
		switch {
		case l.Name == nil || *l.Name != layerNames[i]:
			return fmt.Errorf("got layer %d named %v; want %s", i, l.Name, layerNames[i])
		case l.Risk == nil || *l.Risk < 0 || *l.Risk > 100:
			return fmt.Errorf("got layer %s risk_score %v; want 0-100", layerNames[i], l.Risk)
		case l.Confidence == nil || *l.Confidence < 0 || *l.Confidence > 1:
			return fmt.Errorf("got layer %s confidence %v; want 0-1", layerNames[i], l.Confidence)
		case l.Threat == nil || l.Details == nil || l.Ms == nil || *l.Ms < 0:
			return fmt.Errorf("got layer %s with fields missing", layerNames[i])
		}
		if *l.Threat {
			threats++
		}
	}
	if *r.Concordant != threats {
		return fmt.Errorf("got concordant_signals %d; want %d (layers with is_threat)", *r.Concordant, threats)
	}
	return nil
}

func verdictOf(score int) string {
	switch {
	case score >= 71:
		return "scam"
	case score >= 31:
		return "suspect"
	}
	return "safe"
}

// exchange writes req on a new connection to addr and reads n responses; it returns
// the responses read before any error.
func exchange(addr string, req []byte, n int) ([]*http.Response, [][]byte, error) {
	c, err := net.DialTimeout("tcp", addr, 10*time.Second)
	if err != nil {
		return nil, nil, err
	}
	defer c.Close()
	_ = c.SetDeadline(time.Now().Add(30 * time.Second))
	// Write in the background: the server may answer (413) and close before it
	// has read everything.
	werr := make(chan error, 1)
	go func() {
		_, err := c.Write(req)
		werr <- err
	}()
	br := bufio.NewReader(c)
	var resps []*http.Response
	var bodies [][]byte
	for range n {
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			return resps, bodies, fmt.Errorf("cannot read response %d: %w", len(resps)+1, err)
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return resps, bodies, fmt.Errorf("cannot read body %d: %w", len(resps)+1, err)
		}
		resps = append(resps, resp)
		bodies = append(bodies, b)
	}
	return resps, bodies, nil
}

// roundTrip writes req on a new connection and reads one response.
func roundTrip(addr string, req []byte) (*http.Response, []byte, error) {
	resps, bodies, err := exchange(addr, req, 1)
	if err != nil {
		return nil, nil, err
	}
	return resps[0], bodies[0], nil
}
