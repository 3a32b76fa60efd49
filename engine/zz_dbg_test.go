package engine

import (
	"bufio"
	"os"
	"strconv"
	"testing"

	"scamcheck/data"
)

func TestZZDebug(t *testing.T) {
	f := os.Getenv("ZZ_URLS")
	if f == "" {
		t.Skip()
	}
	e, err := New(data.FS)
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("ZZ_NOPOPULAR") != "" {
		e.phish.popular = map[string]struct{}{}
	}
	in, _ := os.Open(f)
	sc := bufio.NewScanner(in)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	var res Result
	for sc.Scan() {
		e.Analyze(&Request{Content: []byte(sc.Text())}, &res)
		line := sc.Text() + " score=" + strconv.Itoa(res.Score)
		for i := range res.Layers {
			if l := &res.Layers[i]; l.RiskScore > 0 {
				line += " | " + LayerNames[i] + " " + strconv.Itoa(l.RiskScore) + "/" + strconv.FormatFloat(l.Confidence, 'f', 2, 64) + " " + string(l.Details)
			}
		}
		out.WriteString(line + "\n")
	}
}
