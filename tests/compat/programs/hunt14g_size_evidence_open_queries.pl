% written for this corpus by a find-only hunt (session 23; size: large tables, many queries, deep recursion)
% an open query with 120 answers where evidence makes some of them impossible
0.5::active(u0).
0.5::active(u1).
0.5::active(u2).
0.5::active(u3).
0.5::active(u4).
0.5::active(u5).
0.5::active(u6).
0.5::active(u7).
0.5::active(u8).
0.5::active(u9).
0.5::active(u10).
0.5::active(u11).
0.5::active(u12).
0.5::active(u13).
0.5::active(u14).
0.5::active(u15).
0.5::active(u16).
0.5::active(u17).
0.5::active(u18).
0.5::active(u19).
0.5::active(u20).
0.5::active(u21).
0.5::active(u22).
0.5::active(u23).
0.5::active(u24).
0.5::active(u25).
0.5::active(u26).
0.5::active(u27).
0.5::active(u28).
0.5::active(u29).
0.5::active(u30).
0.5::active(u31).
0.5::active(u32).
0.5::active(u33).
0.5::active(u34).
0.5::active(u35).
0.5::active(u36).
0.5::active(u37).
0.5::active(u38).
0.5::active(u39).
0.5::active(u40).
0.5::active(u41).
0.5::active(u42).
0.5::active(u43).
0.5::active(u44).
0.5::active(u45).
0.5::active(u46).
0.5::active(u47).
0.5::active(u48).
0.5::active(u49).
0.5::active(u50).
0.5::active(u51).
0.5::active(u52).
0.5::active(u53).
0.5::active(u54).
0.5::active(u55).
0.5::active(u56).
0.5::active(u57).
0.5::active(u58).
0.5::active(u59).
0.5::active(u60).
0.5::active(u61).
0.5::active(u62).
0.5::active(u63).
0.5::active(u64).
0.5::active(u65).
0.5::active(u66).
0.5::active(u67).
0.5::active(u68).
0.5::active(u69).
0.5::active(u70).
0.5::active(u71).
0.5::active(u72).
0.5::active(u73).
0.5::active(u74).
0.5::active(u75).
0.5::active(u76).
0.5::active(u77).
0.5::active(u78).
0.5::active(u79).
0.5::active(u80).
0.5::active(u81).
0.5::active(u82).
0.5::active(u83).
0.5::active(u84).
0.5::active(u85).
0.5::active(u86).
0.5::active(u87).
0.5::active(u88).
0.5::active(u89).
0.5::active(u90).
0.5::active(u91).
0.5::active(u92).
0.5::active(u93).
0.5::active(u94).
0.5::active(u95).
0.5::active(u96).
0.5::active(u97).
0.5::active(u98).
0.5::active(u99).
0.5::active(u100).
0.5::active(u101).
0.5::active(u102).
0.5::active(u103).
0.5::active(u104).
0.5::active(u105).
0.5::active(u106).
0.5::active(u107).
0.5::active(u108).
0.5::active(u109).
0.5::active(u110).
0.5::active(u111).
0.5::active(u112).
0.5::active(u113).
0.5::active(u114).
0.5::active(u115).
0.5::active(u116).
0.5::active(u117).
0.5::active(u118).
0.5::active(u119).
0.7::notified(U) :- active(U).
ok(U) :- notified(U).
evidence(active(u0), false).
evidence(active(u7), false).
evidence(active(u14), false).
evidence(active(u21), false).
evidence(active(u28), false).
evidence(active(u35), false).
evidence(active(u42), false).
evidence(active(u49), false).
evidence(active(u56), false).
evidence(active(u63), false).
evidence(active(u70), false).
evidence(active(u77), false).
evidence(active(u84), false).
evidence(active(u91), false).
evidence(active(u98), false).
evidence(active(u105), false).
evidence(active(u112), false).
evidence(active(u119), false).
evidence(notified(u3)).
evidence(notified(u25)).
evidence(notified(u36)).
evidence(notified(u47)).
evidence(notified(u58)).
evidence(notified(u69)).
evidence(notified(u80)).
evidence(notified(u102)).
evidence(notified(u113)).
query(ok(_)).
