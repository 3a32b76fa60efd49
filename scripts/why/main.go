// Command why prints how the engine judges each message read from standard input,
// one per line (literal "\n" for a line break), optionally prefixed by its type and a
// tab ("sms\t...", "email\t...", "url\t...", "phone\t..."): score, verdict, scam type,
// every layer's score, confidence and details, and the reasons. For tuning and
// explaining detection.
//
//	echo 'G-482193 is your Google verification code.' | go run ./scripts/why
package main

import (
	"bufio"
	"fmt"
	"log"
	"os"
	"strings"

	"scamcheck/data"
	"scamcheck/engine"
)

func main() {
	e, err := engine.New(data.FS)
	if err != nil {
		log.Fatal(err)
	}
	var res engine.Result
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := sc.Text()
		typ := engine.TypeUnknown
		if t, rest, ok := strings.Cut(line, "\t"); ok {
			if ct, ok := engine.ParseContentType(t); ok {
				typ, line = ct, rest
			}
		}
		line = strings.ReplaceAll(line, `\n`, "\n")
		e.Analyze(&engine.Request{Content: []byte(line), Type: typ}, &res)
		fmt.Printf("%3d %-7s %-15s conf %.2f  %.100q\n", res.Score, res.Verdict, res.ScamType, res.Confidence, line)
		for i := range res.Layers {
			l := &res.Layers[i]
			if !l.Ran {
				continue
			}
			fmt.Printf("      %-9s %3d %.2f %s\n", engine.LayerNames[i], l.RiskScore, l.Confidence, l.Details)
		}
		for i := 0; i < res.NumReasons(); i++ {
			fmt.Printf("      - %s\n", res.Reason(i))
		}
	}
}
