% written for this corpus by a find-only hunt (session 23; LPAD/cplint-style annotated disjunctions)
% the PRISM/cplint blood type model, ported with annotated disjunctions
mother(ann, carl). father(bob, carl).
mother(dana, eve). father(carl, eve).
founder(ann). founder(bob). founder(dana).
0.3::pchrom(X, a); 0.2::pchrom(X, b); 0.5::pchrom(X, null) :- founder(X).
0.3::mchrom(X, a); 0.2::mchrom(X, b); 0.5::mchrom(X, null) :- founder(X).
0.5::inherit(C, p, pp); 0.5::inherit(C, p, pm) :- father(_, C).
0.5::inherit(C, m, mp); 0.5::inherit(C, m, mm) :- mother(_, C).
pchrom(C, A) :- father(F, C), inherit(C, p, pp), pchrom(F, A).
pchrom(C, A) :- father(F, C), inherit(C, p, pm), mchrom(F, A).
mchrom(C, A) :- mother(M, C), inherit(C, m, mp), pchrom(M, A).
mchrom(C, A) :- mother(M, C), inherit(C, m, mm), mchrom(M, A).
bloodtype(X, a) :- pchrom(X, a), pchrom(X, a).
bt(X, a) :- pchrom(X, a), \+ mchrom(X, b).
bt(X, a) :- mchrom(X, a), \+ pchrom(X, b).
bt(X, b) :- pchrom(X, b), \+ mchrom(X, a).
bt(X, b) :- mchrom(X, b), \+ pchrom(X, a).
bt(X, ab) :- pchrom(X, a), mchrom(X, b).
bt(X, ab) :- pchrom(X, b), mchrom(X, a).
bt(X, o) :- pchrom(X, null), mchrom(X, null).
query(bt(carl, _)).
query(bt(eve, _)).
evidence(bt(carl, ab)).
