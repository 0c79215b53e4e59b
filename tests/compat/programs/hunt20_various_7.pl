% various: grouping by department with findall inside a rule per group, sorted and deduplicated
dept(ann, sales). dept(bob, it). dept(cid, sales). dept(dan, it). dept(eve, hr).
0.8::works(ann). 0.9::works(bob). works(cid). 0.5::works(dan). works(eve).
dname(D) :- findall(X, dept(_, X), L), sort(L, S), member(D, S).
member(X, [X|_]).
member(X, [_|T]) :- member(X, T).
staff(D, L) :- dname(D), findall(P, (dept(P, D), works(P)), L).
depts(S) :- findall(D, dept(_, D), L), sort(L, S).
pairs(L) :- findall(D-P, (dept(P, D), works(P)), L0), sort(L0, L).
query(staff(_, _)).
query(depts(_)).
query(pairs(_)).
