% written for this corpus by a find-only hunt (session 23; strings, terms, numbers and printing)
% Input validation with ground/1, primitive/1, simple/1, callable/1 and atomic/1 over a noisy parser
0.6::parsed(in1, num(3)); 0.4::parsed(in1, 7).
0.5::parsed(in2, "text"); 0.5::parsed(in2, foo).
parsed(in3, num(_)) :- true.
0.5::seen(in3).
inp(I, T) :- parsed(I, T), I \= in3.
inp(in3, T) :- seen(in3), parsed(in3, T).
complete(I) :- inp(I, T), ground(T).
prim(I) :- inp(I, T), primitive(T).
simp(I) :- inp(I, T), simple(T).
callab(I) :- inp(I, T), callable(T).
atm(I) :- inp(I, T), atomic(T).
query(complete(_)). query(prim(_)). query(simp(_)). query(callab(_)). query(atm(_)).
