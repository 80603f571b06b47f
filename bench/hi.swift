// The floor of `make bench-status`: a static Swift program that only prints. `danshu status` is judged
// by how much longer than this it takes, so the machine's own process start-up cancels out.
print("hi")
