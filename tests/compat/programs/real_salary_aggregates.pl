% employee salaries: aggregate heads with avg, sum, max and min grouped by department (count<> is not in ProbLog 2.3)
:- use_module(library(aggregate)).
emp(ann, dev, 5000). emp(bob, dev, 4200). emp(cid, ops, 3900).
emp(dan, ops, 4100). emp(eva, hr, 3000). emp(fay, dev, 6100).
0.8::present(E) :- emp(E, _, _).
avg_salary(D, avg<S>) :- emp(E, D, S), present(E).
payroll(D, sum<S>) :- emp(E, D, S), present(E).
top(D, max<S>) :- emp(_, D, S).
low(D, min<S>) :- emp(_, D, S).
query(avg_salary(dev, A)).
query(payroll(hr, P)).
query(top(D, M)).
query(low(D, M)).
