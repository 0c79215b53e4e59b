% hunt10: aggregate heads grouped by a department
:- use_module(library(aggregate)).
emp(ann, d1). emp(bob, d1). emp(cid, d2).
0.5::sal(ann, 100). 0.5::sal(ann, 200). sal(bob, 50). 0.3::sal(cid, 70).
dept_top(D, max<S>) :- emp(E, D), sal(E, S).
dept_min(D, min<S>) :- emp(E, D), sal(E, S).
query(dept_top(_, _)). query(dept_min(d1, _)).
