// A Swift program that does nothing, linked statically like the tool: spawned and awaited the
// way the tool is, it measures what starting and ending any such process costs on this
// machine, which the floor (timed from inside its process) never pays.
