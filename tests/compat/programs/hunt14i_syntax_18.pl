% head-tail pattern with nested ops
split([K-V|T], [K|Ks], [V|Vs]) :- split(T, Ks, Vs).
split([], [], []).
r(Ks, Vs) :- split([a-1, b-(2+3), c-(-4), d- -5], Ks, Vs).
query(r(_, _)).
