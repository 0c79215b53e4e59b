% written for this corpus by a differential hunt (session 22, hunt14e; agreed before any fix)
% findall results compared: all machines up, some machine up, a list of the failing ones
machine(m1). machine(m2). machine(m3).
0.9::up(m1). 0.8::up(m2). 0.7::up(m3).
down(L) :- findall(M, (machine(M), \+ up(M)), L).
all_up :- down([]).
one_down :- down([_]).
at_least_two_down :- down([_, _|_]).
query(all_up). query(one_down). query(at_least_two_down). query(down(_)).
evidence(up(m1)).
