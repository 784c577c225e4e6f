// Text of the question a map click asks when its province differs from the corporation's, in
// both languages. Joined to the accounting bundle as `mapPick`.
export const mapPickEn = {
  title: "Which province is right?",
  body: "The point you clicked is in {{picked}}; the corporation's province is {{chosen}}.",
  borders: "The map's borders are simplified: a site close to one may fall across it.",
  cityCleared: "Taking {{picked}} clears the city ({{city}}), which belongs to {{chosen}}.",
  keep: "Keep {{chosen}}",
  take: "Take {{picked}}",
  cancel: "Cancel the click",
};

export const mapPickZh: typeof mapPickEn = {
  title: "哪个省份正确？",
  body: "您点击的位置在{{picked}}，核算主体所在省份为{{chosen}}。",
  borders: "地图边界经过简化：靠近省界的厂址可能落在界线另一侧。",
  cityCleared: "改为{{picked}}将清空城市（{{city}}），该城市属于{{chosen}}。",
  keep: "保留{{chosen}}",
  take: "改为{{picked}}",
  cancel: "撤销此次点击",
};
