import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";
import { PanoramaChart } from "./panorama-chart.entity";

/**
 * A chart's place on the company's home panorama: its position and width (twelfths of a row).
 * The home is the company's, not a user's: everyone with `pa` reads the same page, and a share of
 * "the panorama" is one well-defined thing.
 */
@Entity("panorama_home_item")
@Index("uq_panorama_home_item_chart", ["companyId", "chartId"], { unique: true })
export class PanoramaHomeItem {
  @PrimaryGeneratedColumn("increment")
  id: number;

  @Index()
  @Column("int")
  companyId: number;

  @Column("int")
  chartId: number;

  @ManyToOne(() => PanoramaChart, { onDelete: "CASCADE" })
  @JoinColumn({ name: "chart_id" })
  chart?: PanoramaChart;

  @Column("int")
  position: number;

  @Column("int")
  width: number;
}
