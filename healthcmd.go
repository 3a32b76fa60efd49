package main

import (
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

// healthcheck asks a running server's probe once and exits 0 when it answers 200,
// 1 otherwise: the HEALTHCHECK of an image without curl.
func healthcheck(args []string) int {
	fs := flag.NewFlagSet("healthcheck", flag.ContinueOnError)
	url := fs.String("url", envOr("SCAMCHECK_HEALTHCHECK_URL", "http://127.0.0.1:8080/readyz"), "probe to ask (env SCAMCHECK_HEALTHCHECK_URL)")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: scamcheck healthcheck [flags]\n\nExits 0 when the probe answers 200, 1 otherwise. Flags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return exitCodeOf(err)
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	client := &http.Client{Timeout: *timeout}
	resp, err := client.Get(*url)
	if err != nil {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: %v\n", err)
		return 1
	}
	_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<16))
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		fmt.Fprintf(os.Stderr, "scamcheck healthcheck: %s answered %s\n", *url, resp.Status)
		return 1
	}
	return 0
}
