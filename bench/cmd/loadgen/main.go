// Command loadgen drives a running ScamCheck server with load and prints a JSON
// summary; the benchmark suite and the soak run it pinned to their own CPU. See
// package loadgen for the flags, or run `go run ./bench/cmd/loadgen -h`.
package main

import (
	"os"

	"scamcheck/bench/loadgen"
)

func main() { os.Exit(loadgen.Main(os.Args[1:])) }
