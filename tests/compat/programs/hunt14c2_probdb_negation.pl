% written for this corpus by a find-only hunt (session 22; probabilistic database with negation)
% probabilistic database with negation: employees without a manager
0.9::works_in(alice, sales). 0.7::works_in(bob, sales). 0.8::works_in(carol, it).
0.6::works_in(dave, it). 0.5::works_in(eve, hr).
0.4::manages(alice, bob). 0.9::manages(carol, dave). 0.3::manages(bob, eve).
emp(E) :- works_in(E, _).
has_manager(E) :- manages(_, E).
unmanaged(E) :- emp(E), \+ has_manager(E).
dept_empty(D) :- dept(D), \+ works_in(_, D).
dept(sales). dept(it). dept(hr). dept(legal).
query(unmanaged(E)).
query(dept_empty(D)).
