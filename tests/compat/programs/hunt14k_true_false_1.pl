% true/0 and false/0 as goals, in call/1, in negation, in disjunction
0.3::a. 0.6::b.
p :- a, true.
q :- b, \+ false.
r :- call(true), a.
s :- (false ; b).
t :- call(false).
u :- a, false.
query(p). query(q). query(r). query(s). query(t). query(u).
