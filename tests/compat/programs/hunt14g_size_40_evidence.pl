% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% 40 uncertain readings, 20 observed, 40 queries
0.3::fault(0).
0.3::fault(1).
0.3::fault(2).
0.3::fault(3).
0.3::fault(4).
0.3::fault(5).
0.3::fault(6).
0.3::fault(7).
0.3::fault(8).
0.3::fault(9).
0.3::fault(10).
0.3::fault(11).
0.3::fault(12).
0.3::fault(13).
0.3::fault(14).
0.3::fault(15).
0.3::fault(16).
0.3::fault(17).
0.3::fault(18).
0.3::fault(19).
0.3::fault(20).
0.3::fault(21).
0.3::fault(22).
0.3::fault(23).
0.3::fault(24).
0.3::fault(25).
0.3::fault(26).
0.3::fault(27).
0.3::fault(28).
0.3::fault(29).
0.3::fault(30).
0.3::fault(31).
0.3::fault(32).
0.3::fault(33).
0.3::fault(34).
0.3::fault(35).
0.3::fault(36).
0.3::fault(37).
0.3::fault(38).
0.3::fault(39).
0.6::reading(I) :- fault(I).
0.1::reading(I) :- between(0, 39, I).
diag(I) :- fault(I), reading(I).
evidence(reading(0), true).
evidence(reading(2), false).
evidence(reading(4), true).
evidence(reading(6), false).
evidence(reading(8), true).
evidence(reading(10), false).
evidence(reading(12), true).
evidence(reading(14), false).
evidence(reading(16), true).
evidence(reading(18), false).
evidence(reading(20), true).
evidence(reading(22), false).
evidence(reading(24), true).
evidence(reading(26), false).
evidence(reading(28), true).
evidence(reading(30), false).
evidence(reading(32), true).
evidence(reading(34), false).
evidence(reading(36), true).
evidence(reading(38), false).
query(diag(0)).
query(diag(1)).
query(diag(2)).
query(diag(3)).
query(diag(4)).
query(diag(5)).
query(diag(6)).
query(diag(7)).
query(diag(8)).
query(diag(9)).
query(diag(10)).
query(diag(11)).
query(diag(12)).
query(diag(13)).
query(diag(14)).
query(diag(15)).
query(diag(16)).
query(diag(17)).
query(diag(18)).
query(diag(19)).
query(diag(20)).
query(diag(21)).
query(diag(22)).
query(diag(23)).
query(diag(24)).
query(diag(25)).
query(diag(26)).
query(diag(27)).
query(diag(28)).
query(diag(29)).
query(diag(30)).
query(diag(31)).
query(diag(32)).
query(diag(33)).
query(diag(34)).
query(diag(35)).
query(diag(36)).
query(diag(37)).
query(diag(38)).
query(diag(39)).
