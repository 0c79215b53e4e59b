% ProbLog's trace/0 and notrace/0 (its debugger's switches) succeed; cmd_args/1 is [] under `problog FILE`; call/9
0.4::a.
0.7::b.
p(A,B,C,D,E,F,G,H) :- X is A+B+C+D+E+F+G+H, X > 30, b.
t :- trace, a, notrace.
c(L) :- cmd_args(L).
u :- call(p, 1,2,3,4,5,6,7,8).
query(t). query(c(_)). query(u).
