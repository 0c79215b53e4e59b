% written for this corpus by a find-only hunt (session 22; library(apply) and meta-calls)
% goals built with univ: checking a list of named tests
0.9::test_passed(unit). 0.7::test_passed(integration). 0.5::test_passed(load).
check(Name) :- G =.. [test_passed, Name], call(G).
release :- check(unit), check(integration).
hotfix :- check(unit).
query(release).
query(hotfix).
